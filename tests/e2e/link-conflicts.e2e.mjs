// link-conflicts.e2e.mjs — browser tests for correspondence play you can trust and every game kept:
// Undo in a link game stops at the link's moves; a link that rewrites or is older than
// the copy kept here says so and both versions stay saved; a notice goes when what it is about is
// gone; finished games are listed under a filter, reopened, replayed and exported, and the oldest
// beyond the limit go with a notice; all games export to one file and import in another browser.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { dot, draw, freshBrowser, openFresh, see } from './helpers.mjs';

const DOTS = 'game=dots&size=15x15&start=empty';
const BOXES_2X1 = 'game=boxes&grid=square&size=2x1&border=open&misere=0&players=2';
/** A share link's fragment (no self-check: links from before it still open). */
const link = (setup, moves, id, extra = '') => `#v=1&${setup}&moves=${moves}&id=${id}&seats=h,h&names=Ann,Bo${extra}`;

const games = (page) =>
  page.evaluate(() => {
    const out = {};
    for (const k of Object.keys(localStorage))
      if (k.startsWith('paperdots:v1:game:')) out[k.slice(18)] = JSON.parse(localStorage.getItem(k));
    return out;
  });
const records = async (page) =>
  Object.values(await games(page))
    .map((g) => g.record)
    .sort();
const moveCount = (page) => page.$$eval('.movelist .move', (els) => els.length);
const undoButton = (page) => page.locator('.game-actions button', { hasText: 'Undo' });
/** The list's rows as the player reads them: id, what, facts, its buttons. */
const listed = (page) =>
  page.$$eval('.saved-games li[data-game-id]', (els) =>
    els.map((li) => ({
      what: li.querySelector('.saved-what').textContent,
      facts: li.querySelector('.saved-facts').textContent,
      analysed: !!li.querySelector('[data-testid=saved-analysed]'),
      button: li.querySelector('button.primary').textContent,
    })),
  );

const axeSource = readFile(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');

/** axe-core's violations on this page (the runner's ctx.axe reads its own page, not these browsers'). */
async function axe(page) {
  await page.evaluate(await axeSource);
  const r = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return r.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0].target.join(' ')}`);
}

/** Save this page as build/screenshots/<name>.png (the tests' own browsers, not the runner's page). */
async function snap(page, name) {
  await page.screenshot({
    path: new URL(`../../build/screenshots/${name}.png`, import.meta.url).pathname,
    fullPage: true,
  });
}

/** Open a fragment on the play page as a new page load. */
async function openLink(page, base, fragment) {
  await page.goto('about:blank');
  await page.goto(`${base}/en/play/${fragment}`);
  await see(page, '.board-svg');
}

export const tests = [
  {
    name: 'games: Undo in a seat-2 link game is unavailable until you move, and takes back only your own move',
    async run({ base }) {
      await freshBrowser(async (_ctx, page) => {
        await openLink(page, base, `${link(DOTS, '4-5.5-5.6-6', 'undo0001')}&you=2`);
        await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length === 3);
        assert.equal(await undoButton(page).isDisabled(), true, 'Undo offered for the moves the link came with');
        await dot(page, '8-8');
        await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length === 4);
        assert.equal(await undoButton(page).isDisabled(), false, 'Undo not offered for my own move');
        await undoButton(page).click();
        await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length === 3);
        assert.equal(await undoButton(page).isDisabled(), true, 'Undo offered again below the link’s moves');
        assert.match((await games(page)).undo0001.record, /&moves=4-5\.5-5\.6-6$/);
        assert.equal((await games(page)).undo0001.floor, 3);
        // A reload keeps the limit (the saved copy's floor).
        await page.reload();
        await see(page, '.board-svg');
        await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length === 3);
        assert.equal(await undoButton(page).isDisabled(), true, 'Undo offered after a reload');
      });
    },
  },
  {
    name: 'games: a link that rewrites a move is told by move and tokens, both versions stay saved; an older link says so; one that continues opens silently',
    async run({ base }) {
      await freshBrowser(async (_ctx, page) => {
        await openLink(page, base, link(DOTS, '4-5.5-5.6-6', 'mine0001'));
        await page.waitForFunction(() => /&moves=4-5\.5-5\.6-6&/.test(location.hash));
        const ours = (await games(page)).mine0001.record;
        // The other side sends the game back with move 3 changed (pasted into this tab).
        await page.goto(`${base}/en/play/${link(DOTS, '4-5.5-5.7-7.8-8', 'mine0001')}`);
        const notice = page.locator('.link-known[role=alert]');
        await notice.waitFor();
        assert.match(await notice.textContent(), /This link changes move 3, which you had as 6-6: the link has 7-7\./);
        assert.match(await notice.textContent(), /Both versions are kept/);
        assert.equal(await page.locator('.save-conflict').count(), 0, 'told as another tab’s game');
        await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length === 4);
        const saved = await games(page);
        assert.equal(saved.mine0001.record, ours, 'our copy was written over');
        const fork = Object.values(saved).filter((g) => g.id !== 'mine0001');
        assert.equal(fork.length, 1);
        assert.match(fork[0].record, /&moves=4-5\.5-5\.7-7\.8-8$/);
        assert.ok(
          (await page.evaluate(() => location.hash)).includes(`&id=${fork[0].id}`),
          'the address names the link’s game as kept',
        );
        assert.deepEqual(await axe(page), [], 'axe on the conflict notice');
        for (const [w, h] of [
          [1280, 800],
          [320, 640],
        ]) {
          await page.setViewportSize({ width: w, height: h });
          await snap(page, `games-link-conflict-${w}`);
        }
        await page.setViewportSize({ width: 1280, height: 900 });
        // Ours is offered, and the notice goes once it is open.
        await page.click('.link-known >> text=Open your copy');
        await page.waitForFunction(() => /&id=mine0001/.test(location.hash));
        await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length === 3);
        assert.equal(await notice.count(), 0, 'the notice stayed after its game was left');

        // A boxes game: the moves are named as its move list names them (the core's labels).
        await openLink(page, base, link(BOXES_2X1, '0.1', 'boxs0001'));
        const label = (k) => page.textContent(`.movelist .move >> nth=${k}`);
        const oursLabel = await label(1);
        await page.goto(`${base}/en/play/${link(BOXES_2X1, '0.2', 'boxs0001')}`);
        await notice.waitFor();
        await page.waitForFunction(() => /&moves=0\.2&/.test(location.hash));
        const theirsLabel = await label(1);
        assert.notEqual(oursLabel, theirsLabel);
        assert.ok(
          (await notice.textContent()).includes(
            `This link changes move 2, which you had as ${oursLabel}: the link has ${theirsLabel}.`,
          ),
          await notice.textContent(),
        );
        // The address names mine0001 as soon as it is pasted; the game is open once its 3 moves show.
        await page.goto(`${base}/en/play/${link(DOTS, '4-5.5-5.6-6', 'mine0001')}`);
        await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length === 3);
        assert.equal(await notice.count(), 0);

        // A different setup under the same id.
        await page.goto(`${base}/en/play/${link('game=dots&size=16x16&start=empty', '4-5', 'mine0001')}`);
        await notice.waitFor();
        assert.match(await notice.textContent(), /a different setup: it is not the same game/);
        assert.equal((await games(page)).mine0001.record, ours);
        assert.equal(Object.keys(await games(page)).length, 5);

        // An older link: said, ours offered, nothing saved until it is played on.
        const before = await records(page);
        await page.goto(`${base}/en/play/${link(DOTS, '4-5', 'mine0001')}`);
        await notice.waitFor();
        await page.locator('.link-known[data-kind=behind]').waitFor();
        assert.match(await notice.textContent(), /This link is older than your copy of this game, which has 3 moves\./);
        assert.deepEqual(await records(page), before);

        // A link that continues ours opens silently and updates our copy.
        await page.goto(`${base}/en/play/${link(DOTS, '4-5.5-5.6-6.9-9', 'mine0001')}`);
        await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length === 4);
        assert.equal(await notice.count(), 0);
        assert.equal(await page.locator('.save-conflict').count(), 0);
        await page.waitForFunction(() =>
          /&moves=4-5\.5-5\.6-6\.9-9$/.test(JSON.parse(localStorage.getItem('paperdots:v1:game:mine0001')).record),
        );
        assert.equal(Object.keys(await games(page)).length, 5);
      });
    },
  },
  {
    name: 'games: a good link pasted after a bad one opens, and the "cannot be opened" notice is gone',
    async run({ base }) {
      await freshBrowser(async (_ctx, page) => {
        await page.goto(`${base}/en/play/${link('game=boxes&grid=square&size=3x99', '', 'bad00001')}`);
        await page.locator('.link-problem[role=alert]').waitFor();
        assert.match(await page.textContent('.link-problem'), /cannot be opened/);
        await page.goto(`${base}/en/play/${link(BOXES_2X1, '0.1', 'good0001')}`);
        await see(page, '.board-svg');
        await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length === 2);
        assert.equal(await page.locator('.link-problem').count(), 0, 'the old notice stayed');
        // The same after a bad link pasted over a game, then a game started from the form.
        await page.goto(`${base}/en/play/#v=1&game=boxes&grid=square&size=3x3&moves=99&id=bad00002`);
        await page.locator('.link-problem[role=alert]').waitFor();
        await page.click('.game-actions >> text=New game');
        await page.click('form.setup button[type=submit]');
        await see(page, '.board-svg');
        assert.equal(await page.locator('.link-problem').count(), 0, 'the notice stayed over a new game');
      });
    },
  },
  {
    name: 'games: a bad link pasted over a game keeps that game, the address bar back on it, and says so; a setup typed over a game opens its table setup',
    async run({ page, base }) {
      await openFresh(page, `${base}/en/play/${link(BOXES_2X1, '0', 'keep0001')}`);
      await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length === 1);
      const ours = await page.evaluate(() => location.hash);
      await page.goto(`${base}/en/play/#v=1&game=boxes&grid=square&size=3x3&moves=99&id=bad00003`);
      await page.locator('.link-problem[role=alert]').waitFor();
      assert.match(
        await page.textContent('.link-problem'),
        /cannot be opened: .* The game below is the one you had open\./,
      );
      assert.equal(await page.evaluate(() => location.hash), ours, 'the address bar kept the bad link');
      assert.equal(await page.locator('.movelist .move').count(), 1);
      // a setup typed over the game's address: the table setup of that game
      await page.goto(`${base}/en/play/#game=dots`);
      await see(page, 'form.setup');
      await page.waitForFunction(() => document.querySelector('input[name=game][value=dots]').checked);
      assert.equal(await page.locator('.board-svg').count(), 0);
    },
  },
  {
    name: 'games: finished games are listed under the filter with result, score, date and mark, reopened, replayed and exported',
    async run({ base }) {
      await freshBrowser(async (_ctx, page) => {
        const boxes = `${BOXES_2X1}`;
        // a finished boxes game analysed against a bot, a finished Dots game (resigned), an unfinished one
        await openLink(page, base, `#v=1&${boxes}&moves=0.1.2.4.5.6.3&id=done0001&seats=h,b1&names=Ann,&an=1`);
        const banner = {
          main: await page.textContent('.result-main'),
          scores: await page.textContent('.result-scores'),
        };
        await openLink(page, base, link(DOTS, '4-5.5-5.resign', 'done0002'));
        await openLink(page, base, link(boxes, '0', 'open0001'));
        await page.goto(`${base}/en/play/`);
        await see(page, '.saved-games li');
        const all = await listed(page);
        assert.equal(all.length, 3);
        const labels = await page.$$eval('.saved-filter label', (els) => els.map((e) => e.textContent));
        assert.deepEqual(labels, ['All (3)', 'Unfinished (1)', 'Finished (2)']);
        await page.check('.saved-filter input[value=over]');
        const over = await listed(page);
        assert.equal(over.length, 2);
        assert.ok(over.every((g) => g.button === 'Open'));
        const boxesRow = page.locator('.saved-games li[data-game-id=done0001]');
        const facts = await boxesRow.locator('.saved-facts').textContent();
        // the core's result and final score, as the game view says them, with the date
        assert.ok(facts.includes(banner.main), `${facts} lacks ${banner.main}`);
        assert.ok(facts.includes(banner.scores), `${facts} lacks ${banner.scores}`);
        assert.match(facts, /\b20\d\d\b/);
        assert.match(await boxesRow.locator('.saved-what').textContent(), / · Ann vs Bot, level 1 · /);
        assert.equal(await boxesRow.locator('[data-testid=saved-analysed]').count(), 1);
        assert.match(
          await page.textContent('.saved-games li[data-game-id=done0002] .saved-facts'),
          /Ann resigned\. Bo wins\./,
        );
        await page.check('.saved-filter input[value=open]');
        assert.deepEqual(
          (await listed(page)).map((g) => g.button),
          ['Continue'],
        );
        await page.check('.saved-filter input[value=over]');
        assert.deepEqual(await axe(page), [], 'axe on the list of finished games');
        for (const [w, h] of [
          [1280, 800],
          [320, 640],
        ]) {
          await page.setViewportSize({ width: w, height: h });
          await snap(page, `games-list-finished-${w}`);
        }
        await page.setViewportSize({ width: 1280, height: 900 });

        // Reopened: the result, analysis offered, the move list steps back, the record exported.
        await boxesRow.locator('button.primary').click();
        await see(page, '.result-main');
        assert.equal(await page.textContent('.result-main'), banner.main);
        await see(page, '[data-testid=replay-analysis]');
        await page.click('.movelist .move >> nth=1');
        await page.locator('.movelist .viewing').waitFor();
        // the second line drawn: turn 2 (the first drew no box)
        assert.match(await page.textContent('.movelist .viewing'), /^Showing the board after turn 2: /);
        await page.click('.record summary');
        assert.equal(await page.inputValue('#record-text'), `${boxes}&moves=0.1.2.4.5.6.3`);
        assert.match(await page.inputValue('#share-url'), /&moves=0\.1\.2\.4\.5\.6\.3&id=done0001&/);
        // The Dots game also exports as SGF.
        // Back on the list: opening it changed nothing, its date included.
        await page.click('.result >> text=New game');
        await see(page, '.saved-games li[data-game-id=done0001]');
        assert.equal(await boxesRow.locator('.saved-facts').textContent(), facts);
        await page.check('.saved-filter input[value=over]');
        await page.click('.saved-games li[data-game-id=done0002] button.primary');
        await see(page, '.board-svg.dots');
        await page.click('.export-sgf summary');
        assert.match(await page.inputValue('#sgf-text'), /^\(;FF\[4\]GM\[40\]/);
      });
    },
  },
  {
    name: 'games: when a game ends, the oldest finished games beyond the limit go with a notice, never an unfinished one',
    async run({ base }) {
      await freshBrowser(async (_ctx, page) => {
        await page.goto(`${base}/en/play/`);
        await page.evaluate((setup) => {
          const put = (id, updated, over) =>
            localStorage.setItem(
              `paperdots:v1:game:${id}`,
              JSON.stringify({
                id,
                record: `${setup}&moves=0`,
                seats: ['h', 'h'],
                names: ['', ''],
                you: null,
                over,
                moves: 1,
                updated,
              }),
            );
          for (let i = 0; i < 201; i++) put(`old${String(i).padStart(4, '0')}`, 1700000000000 + i, true);
          put('open0001', 1600000000000, false);
        }, BOXES_2X1);
        await openLink(page, base, link(BOXES_2X1, '0.1.2.4.5.6', 'last0001'));
        // 201 finished already: opening this unfinished game drops nothing
        assert.equal(await page.locator('.pruned-notice').count(), 0);
        await draw(page, 3); // the last line: the game ends
        await see(page, '.result-main');
        const notice = page.locator('.pruned-notice[role=status]');
        await notice.waitFor();
        assert.match(
          await notice.textContent(),
          /The 2 oldest finished games were removed to keep room \(Paperdots keeps 200\)\./,
        );
        const saved = await games(page);
        assert.equal(Object.values(saved).filter((g) => g.over).length, 200);
        assert.ok(saved.open0001 && saved.last0001 && !saved.old0000 && !saved.old0001 && saved.old0002);
        // The notice goes with the game it came with.
        await page.click('.result >> text=New game');
        await page.waitForSelector('form.setup');
        assert.equal(await notice.count(), 0);
      });
    },
  },
  {
    name: 'games: export all games, import them in a fresh browser: the same list; again: all already there; a bad file is refused in words',
    async run({ base }) {
      let file;
      let before;
      await freshBrowser(async (_ctx, page) => {
        await openLink(page, base, `#v=1&${BOXES_2X1}&moves=0.1.2.4.5.6.3&id=done0001&seats=h,b1&names=Ann,&an=1`);
        await openLink(page, base, `${link(DOTS, '4-5.5-5.6-6', 'open0002')}&you=2`);
        await openLink(page, base, link(BOXES_2X1, '0', 'open0003'));
        await page.goto(`${base}/en/play/`);
        await see(page, '.saved-games li');
        before = await listed(page);
        const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=export-games]')]);
        assert.match(download.suggestedFilename(), /^paperdots-games-\d{4}-\d\d-\d\d\.json$/);
        file = await readFile(await download.path(), 'utf8');
        assert.equal(JSON.parse(file).games.length, 3);
      });
      await freshBrowser(async (_ctx, page) => {
        await page.goto(`${base}/en/play/`);
        // nothing saved in this browser: the panel is folded under the setup, and unfolds to import
        await see(page, 'html[data-hydrated] .saved-empty > summary');
        assert.equal(await page.isVisible('.saved-games .games-file'), false);
        await page.click('.saved-empty > summary');
        await see(page, '.saved-games .games-file');
        assert.equal(await page.locator('.saved-games li').count(), 0);
        assert.equal(await page.locator('[data-testid=export-games]').count(), 0, 'export with nothing to export');
        // the file input is reached by keyboard
        let reached = false;
        for (let i = 0; i < 40 && !reached; i++) {
          await page.keyboard.press('Tab');
          reached = await page.evaluate(
            () => document.activeElement && document.activeElement.dataset.testid === 'import-games',
          );
        }
        assert.ok(reached, 'Tab never reached the import');
        const input = page.locator('[data-testid=import-games]');
        await input.setInputFiles({ name: 'games.json', mimeType: 'application/json', buffer: Buffer.from(file) });
        const report = page.locator('.games-file-report[role=status]');
        await report.waitFor();
        assert.match(await report.textContent(), /Imported games\.json:/);
        assert.match(await page.textContent('[data-count=added]'), /new games: 3/);
        assert.deepEqual(await axe(page), [], 'axe on the import report');
        assert.match(await page.textContent('[data-count=conflicts]'), /kept beside yours: 0/);
        await see(page, '.saved-games li[data-game-id] >> nth=2');
        assert.deepEqual(await listed(page), before);
        await input.setInputFiles({ name: 'games.json', mimeType: 'application/json', buffer: Buffer.from(file) });
        await page.locator('[data-count=kept]', { hasText: 'already here: 3' }).waitFor();
        assert.match(await page.textContent('[data-count=added]'), /new games: 0/);
        assert.deepEqual(await listed(page), before);
        await input.setInputFiles({
          name: 'notes.json',
          mimeType: 'application/json',
          buffer: Buffer.from('{"games": []}'),
        });
        await page.locator('.games-file [role=alert]').waitFor();
        assert.match(
          await page.textContent('.games-file [role=alert]'),
          /This file cannot be imported: it is not a Paperdots games file\. Your saved games are untouched\./,
        );
        // an imported link game keeps its seat and its undo limit
        await page.click('.saved-games li[data-game-id=open0002] button.primary');
        await see(page, '.board-svg.dots');
        assert.equal(await undoButton(page).isDisabled(), true);
        assert.equal(await moveCount(page), 3);
      });
    },
  },
  {
    name: 'games: the report of an imported games file is in the window where the player chose the file, at 1280×800 and 320×640, however much the list grew (screenshots)',
    // make test-long: the layout at two window sizes (the import itself: the export and import test)
    long: true,
    async run({ base }) {
      // a games file of eight games, exported from one browser
      const put = (ids) =>
        ids.forEach((id, i) =>
          localStorage.setItem(
            `paperdots:v1:game:${id}`,
            JSON.stringify({
              id,
              record: 'game=boxes&grid=square&size=2x1&border=open&misere=0&players=2&moves=0',
              seats: ['h', 'h'],
              names: ['', ''],
              you: null,
              over: false,
              moves: 1,
              updated: 1700000000000 + i,
            }),
          ),
        );
      let file;
      await freshBrowser(async (_ctx, page) => {
        await page.goto(`${base}/en/play/`);
        await page.evaluate(put, [
          'file0001',
          'file0002',
          'file0003',
          'file0004',
          'file0005',
          'file0006',
          'file0007',
          'file0008',
        ]);
        await page.reload();
        await see(page, '.saved-games li[data-game-id] >> nth=7');
        const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=export-games]')]);
        file = await readFile(await download.path(), 'utf8');
      });
      for (const [width, height] of [
        [1280, 800],
        [320, 640],
      ]) {
        await freshBrowser(
          async (_ctx, page) => {
            // two games here already: the player scrolls to "Import games…" below them
            await page.goto(`${base}/en/play/`);
            await page.evaluate(put, ['here0001', 'here0002']);
            await page.reload();
            await see(page, '.saved-games li[data-game-id] >> nth=1');
            const button = page.locator('.games-file label.file-button');
            await button.scrollIntoViewIfNeeded();
            await page.locator('[data-testid=import-games]').setInputFiles({
              name: 'games.json',
              mimeType: 'application/json',
              buffer: Buffer.from(file),
            });
            const report = page.locator('.games-file-report[role=status]');
            await report.waitFor();
            assert.match(await page.textContent('[data-count=added]'), /new games: 8/);
            assert.equal(await page.locator('.saved-games li[data-game-id]').count(), 10, 'the list grew by eight');
            // the report shows without the player looking for it (once the page has laid it out)
            const inWindow = () =>
              page.evaluate(() => {
                const r = document.querySelector('.games-file-report').getBoundingClientRect();
                return r.top >= 0 && r.bottom <= window.innerHeight && r.height > 0;
              });
            await page
              .waitForFunction(() => {
                const r = document.querySelector('.games-file-report').getBoundingClientRect();
                return r.top >= 0 && r.bottom <= window.innerHeight;
              }, null)
              .catch(() => {});
            const box = await report.boundingBox();
            assert.ok(
              await inWindow(),
              `the report at y ${Math.round(box.y)}–${Math.round(box.y + box.height)} is outside the ${width}×${height} window`,
            );
            // and the button it answers is in sight with it
            const b = await button.boundingBox();
            assert.ok(b.y >= 0 && b.y + b.height <= height, `the button at y ${Math.round(b.y)}`);
            await page.screenshot({
              path: new URL(`../../build/screenshots/games-import-${width}.png`, import.meta.url).pathname,
            });
          },
          { name: `games-import-${width}`, options: { viewport: { width, height } } },
        );
      }
    },
  },
];
