// puzzles.e2e.mjs — the Puzzles page (/{lang}/puzzles/, site/src/puzzles/): in each family, at
// 1280×800 and 320×640, a wrong move is told what it costs and why, a retry does not count, the
// best move solves it, the rating moves and the streak counts, and the best line steps to the
// game's end; a longer answer is played move by move; the puzzle of the day's link opens the same puzzle in a fresh profile; a link to a
// puzzle this build lacks says so; a sheet of a theme prints with its answers on a page of their
// own; after one visit the page and a set never opened work offline.
// What is right and wrong is read from the shipped sets (site/src/puzzles/*.jsonl), never typed here.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { freshBrowser, inLanguages, see } from './helpers.mjs';

const DIR = new URL('../../site/src/puzzles/', import.meta.url);
const setIds = () =>
  readdirSync(DIR)
    .filter((f) => f.endsWith('.jsonl'))
    .map((f) => f.slice(0, -'.jsonl'.length));
/** A shipped set's puzzles, each with its key (`<set>/<id>`). */
const load = (set) =>
  readFileSync(new URL(`${set}.jsonl`, DIR), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => ({ ...JSON.parse(l), key: `${set}/${JSON.parse(l).id}` }));
/** A screenshot of a page of a fresh profile (the runner's `shot` takes its own page). */
const snap = (page, name) =>
  page.screenshot({ path: new URL(`../../build/screenshots/${name}.png`, import.meta.url).pathname });
const valueOf = (p, m) => (m in p.proof ? p.proof[m] : p.rest);

/** Per family: the selector of a move's target on its board, and the first set to try. */
const FAMILIES = {
  boxes: { set: 'boxes-sq4', target: (tok) => `[data-line="${Number(tok)}"]` },
  shutin: { set: null, target: (tok) => `[data-token="${tok}"]` },
  dots: { set: 'dots-ru10', target: (tok) => `.pt.can[data-token="${tok}"]` },
};

/** A puzzle of `set` with a tempting wrong move the core gave a reason for (or any wrong one). */
function puzzleWithReason(set) {
  const list = load(set);
  for (const p of list) {
    const wrong = p.tempting.map((t) => t.move).find((m) => !p.best.includes(m) && p.reasons && p.reasons[m]);
    if (wrong) return { p, wrong };
  }
  const p = list[0];
  return { p, wrong: p.tempting.map((t) => t.move).find((m) => !p.best.includes(m)) };
}

/** In the page: the verdict's top (its first lines) is in the window. */
const verdictInView = () => {
  const r = document.querySelector('[data-testid=verdict]').getBoundingClientRect();
  return r.top >= 0 && r.top + Math.min(r.height, 80) <= window.innerHeight;
};
const ratingOf = async (page) => Number((await page.locator('[data-testid=rating]').textContent()).match(/\d+/)[0]);
const board = (page) => page.locator('.puzzle-card paperdots-board');
const readonly = (page) => board(page).evaluate((el) => el.hasAttribute('readonly'));

async function openPuzzle(page, base, key, lang = 'en') {
  await page.goto(`${base}/${lang}/puzzles/#p=${key}`);
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForFunction((k) => document.querySelector(`.puzzle-card[data-puzzle="${k}"]`), key);
  // the question is asked once the board's engine has read the position
  await page.waitForFunction(() => /\S/.test(document.querySelector('.puzzle-ask').textContent));
}

/** Run f(page, w, h) with puzzle `key` open in a fresh profile, at 1280×800 and at 320×640 (the
 *  profiles' names `${name}-${w}`). */
async function onBothSizes(base, key, name, f) {
  for (const [w, h] of [
    [1280, 800],
    [320, 640],
  ]) {
    await freshBrowser(
      async (context, page) => {
        await page.setViewportSize({ width: w, height: h });
        await openPuzzle(page, base, key);
        await f(page, w, h);
      },
      { name: `${name}-${w}` },
    );
  }
}

/** Play `token` on the puzzle's board: a Dots "x-y!" (Polish rules) ticks the board's "!" box
 * and clicks x-y, as a player does. */
async function play(page, family, token) {
  const bang = family === 'dots' && token.endsWith('!');
  if (bang) await board(page).locator('input[name=capture]').check();
  await board(page)
    .locator(FAMILIES[family].target(bang ? token.slice(0, -1) : token))
    .first()
    .click();
}

/** The verdict's first sentence (what the move gains or loses), without the rating's line. */
const firstSentence = async (page) => (await page.locator('[data-testid=verdict]').textContent()).split(/(?<=\.) /)[0];

function familySets() {
  const ids = setIds();
  return Object.entries(FAMILIES)
    .map(([family, f]) => [family, f.set && ids.includes(f.set) ? f.set : ids.find((s) => s.startsWith(`${family}-`))])
    .filter(([, set]) => set);
}

export const tests = [
  {
    name: 'puzzles: dots-pl12: a capture under Polish rules is played with the board’s "!" box ticked; the same point without it misses the capture, and a "!" that takes nothing is judged as the plain point (1280×800 and 320×640)',
    async run({ base }) {
      const p = load('dots-pl12').find((x) => x.best[0].endsWith('!') && valueOf(x, x.best[0].slice(0, -1)) < x.value);
      assert.ok(p, 'the Polish set has a puzzle whose answer is a capture ("x-y!")');
      const point = p.best[0].slice(0, -1);
      const verdict = (page) => page.locator('[data-testid=verdict]');
      const retry = async (page) => {
        await page.getByRole('button', { name: 'Try again' }).click();
        await page.waitForFunction(
          () => !document.querySelector('.puzzle-card paperdots-board').hasAttribute('readonly'),
        );
      };
      await onBothSizes(base, p.key, `puzzles-dots-pl12`, async (page, w) => {
        // a free point whose "!" takes nothing (the proof lists no "!" for it, nor the point)
        const free = await board(page)
          .locator('.pt.can')
          .evaluateAll((els) => els.map((el) => el.dataset.token));
        const quiet = free.find((m) => !(m in p.proof) && !(`${m}!` in p.proof));
        assert.ok(quiet, `${p.key} has a point that captures nothing`);
        // the answer's point without "!": a dot that takes nothing now
        await play(page, 'dots', point);
        await verdict(page).filter({ hasText: /\S/ }).waitFor();
        assert.doesNotMatch(await verdict(page).textContent(), /^Best move/);
        await retry(page);
        // a "!" on a point that takes nothing is that plain point
        await play(page, 'dots', `${quiet}!`);
        await verdict(page).filter({ hasText: /\S/ }).waitFor();
        const withBang = await firstSentence(page);
        assert.doesNotMatch(withBang, /^Best move/);
        await retry(page);
        await play(page, 'dots', quiet);
        await verdict(page).filter({ hasText: /\S/ }).waitFor();
        assert.equal(await firstSentence(page), withBang);
        await retry(page);
        // the answer: the "!" box ticked, then the point
        await play(page, 'dots', p.best[0]);
        await verdict(page)
          .filter({ hasText: /^Best move/ })
          .waitFor();
        assert.equal(
          await board(page).getAttribute('moves'),
          [p.moves, p.best[0]].filter(Boolean).join('.'),
          'the board played the capture',
        );
        await snap(page, `puzzles-dots-pl12-solved-${w}`);
      });
    },
  },
  ...familySets().map(([family, set]) => ({
    name: `puzzles: ${set}: a wrong move is told its cost and reason, a retry does not count, the best move solves it, the rating and streak follow, the best line steps through (1280×800 and 320×640)`,
    async run({ base }) {
      const { p, wrong } = puzzleWithReason(set);
      assert.ok(wrong, `${p.key} has a tempting wrong move`);
      await onBothSizes(base, p.key, `puzzles-${set}`, async (page, w, h) => {
        assert.equal(await ratingOf(page), 1500);
        await play(page, family, wrong);
        const verdict = page.locator('[data-testid=verdict]');
        await verdict.filter({ hasText: /\S/ }).waitFor();
        const said = await verdict.textContent();
        if (family === 'boxes') {
          const loss = Math.abs(p.value - valueOf(p, wrong)) / 2;
          assert.match(said, new RegExp(`loses ${loss === 1 ? '1 (box|hexagon|triangle)' : `${loss} `}`), said);
        } else assert.doesNotMatch(said, /^Best move/, said);
        const reasons = (p.reasons && p.reasons[wrong]) || [];
        assert.equal(await page.locator('[data-testid=reason]').count(), reasons.length, said);
        assert.match(said, /Counted in your rating: 1500 → \d+/);
        const missed = await ratingOf(page);
        assert.ok(missed < 1500, `a miss lowers the rating (${missed})`);
        // the verdict is in the window where the player clicked
        // it scrolls into view smoothly: wait for the scroll to end there
        await page.waitForFunction(verdictInView, null).catch(() => {});
        const box = await verdict.boundingBox();
        assert.ok(await page.evaluate(verdictInView), `verdict at ${box.y} in a ${h} px window`);
        await snap(page, `puzzles-${set}-wrong-${w}`);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(wide <= w, `no sideways scrolling at ${w} px (${wide})`);

        await page.getByRole('button', { name: 'Try again' }).click();
        await page.waitForFunction(
          () => !document.querySelector('.puzzle-card paperdots-board').hasAttribute('readonly'),
        );
        await play(page, family, p.best[0]);
        await verdict.filter({ hasText: /^Best move/ }).waitFor();
        assert.match(await verdict.textContent(), /Only the first try counts/);
        assert.equal(await ratingOf(page), missed, 'a retry does not move the rating');
        assert.match(await page.locator('[data-testid=streak]').textContent(), /^0 solved in a row/);

        // the best line: on the board to the end of the game, with the element's controls
        await page.getByRole('button', { name: 'Show the best line' }).click();
        await page.waitForFunction(
          (m) => document.querySelector('.puzzle-card paperdots-board').getAttribute('moves') === m,
          [p.moves, ...p.line].filter(Boolean).join('.'),
        );
        assert.ok(await readonly(page));
        const latest = board(page).getByRole('button', { name: 'Latest' });
        await latest.click();
        await page.waitForFunction(() => {
          const el = document.querySelector('.puzzle-card paperdots-board');
          return [...el.shadowRoot.querySelectorAll('button')].some((b) => b.textContent === 'Latest' && b.disabled);
        });
        // a boxes line goes to the end and shows the result (Dots ends at its horizon, Shut In's
        // after 16 moves)
        if (family === 'boxes')
          assert.match(await board(page).evaluate((el) => el.shadowRoot.textContent), /wins|draw/i);

        // the next puzzle, solved at the first try: the rating goes up, the streak counts one
        await page.getByRole('button', { name: 'Next puzzle' }).click();
        await page.waitForFunction((k) => {
          const card = document.querySelector('.puzzle-card');
          return card && card.dataset.puzzle !== k && /\S/.test(card.querySelector('.puzzle-ask').textContent);
        }, p.key);
        const nextKey = await page.locator('.puzzle-card').getAttribute('data-puzzle');
        const q = load(set).find((x) => x.key === nextKey);
        assert.ok(q, `the next puzzle ${nextKey} is of the set`);
        await play(page, family, q.best[0]);
        await verdict.filter({ hasText: /^Best move/ }).waitFor();
        assert.ok((await ratingOf(page)) > missed, 'a solve raises the rating');
        assert.match(await page.locator('[data-testid=streak]').textContent(), /^1 solved in a row/);
        assert.equal(new URL(page.url()).hash, `#p=${nextKey}`, 'the address names the puzzle shown');
        await snap(page, `puzzles-${set}-solved-${w}`);
      });
    },
  })),
  ...inLanguages(
    'puzzles: axe finds nothing on the page with a puzzle and its verdict, and on a sheet, {in}',
    async ({ page, base, axe }, langs) => {
      const p = load('boxes-sq3')[0];
      for (const lang of langs) {
        await openPuzzle(page, base, p.key, lang);
        await play(page, 'boxes', p.tempting.map((x) => x.move).find((m) => !p.best.includes(m)) || p.best[0]);
        await page.locator('[data-testid=verdict]').filter({ hasText: /\S/ }).waitFor();
        assert.deepEqual(await axe(), [], `${lang}: the puzzle and its verdict`);
        await page.goto(`${base}/${lang}/puzzles/#sheet=boxes-sq3&n=6`);
        await page.waitForFunction(() => document.querySelectorAll('.sheet-answer svg.diagram').length === 6, null);
        assert.deepEqual(await axe(), [], `${lang}: the sheet`);
      }
    },
  ),
  {
    name: 'puzzles: a longer answer goes on after its first move, a wrong later move is told its cost, and a retry starts it again',
    async run({ base }) {
      const set = 'boxes-sq4';
      const p = load(set).find((x) => x.steps && x.steps.length);
      assert.ok(p, `${set} has a puzzle whose answer is more than one move`);
      const second = p.steps[0];
      const wrong = Object.keys(second.proof).find((m) => second.proof[m] !== second.value);
      await freshBrowser(
        async (context, page) => {
          await openPuzzle(page, base, p.key);
          assert.match(
            await page.textContent('.puzzle-ask'),
            new RegExp(`The answer is ${p.steps.length + 1} moves in a row`),
          );
          const verdict = page.locator('[data-testid=verdict]');
          await play(page, 'boxes', p.line[0]);
          await verdict.filter({ hasText: /^Right, and you move again/ }).waitFor();
          assert.equal(await readonly(page), false, 'the board takes the next move');
          assert.equal(await ratingOf(page), 1500, 'nothing is counted before the answer ends');
          await play(page, 'boxes', wrong);
          const loss = Math.abs(second.value - second.proof[wrong]) / 2;
          await verdict.filter({ hasText: new RegExp(`loses ${loss} `) }).waitFor();
          assert.ok((await ratingOf(page)) < 1500, 'a wrong move in the answer counts as a miss');
          await page.getByRole('button', { name: 'Try again' }).click();
          await page.waitForFunction((m) => {
            const el = document.querySelector('.puzzle-card paperdots-board');
            return el && !el.hasAttribute('readonly') && el.state && el.state.moves.join('.') === m;
          }, p.moves);
          for (const [i, m] of p.line.slice(0, p.steps.length + 1).entries()) {
            await play(page, 'boxes', m);
            if (i < p.steps.length) await verdict.filter({ hasText: /^Right, and you move again/ }).waitFor();
          }
          await verdict.filter({ hasText: /^Best move!/ }).waitFor();
        },
        { name: 'puzzles-steps' },
      );
    },
  },
  {
    name: 'puzzles: the puzzle of the day opens the same puzzle from its link in a fresh profile; an unknown puzzle is said so; a printable sheet of a theme with its answers; offline after one visit',
    async run({ base }) {
      let key = null;
      await freshBrowser(async (context, page) => {
        await page.goto(`${base}/en/puzzles/`);
        await page.waitForSelector('html[data-hydrated]');
        await page.getByRole('link', { name: 'Puzzle of the day' }).click();
        await page.locator('#puzzle-heading', { hasText: /^Puzzle of the day, / }).waitFor();
        key = await page.locator('.puzzle-card').getAttribute('data-puzzle');
        assert.equal(new URL(page.url()).hash, `#p=${key}`);
      });
      const [set, id] = key.split('/');
      assert.ok(
        load(set).some((p) => p.id === id),
        `${key} is shipped`,
      );
      await freshBrowser(
        async (context, page) => {
          await page.setViewportSize({ width: 320, height: 640 });
          await openPuzzle(page, base, key, 'de');
          assert.match(await page.locator('#puzzle-heading').textContent(), /^Rätsel \d+ von \d+$/);
          // on a phone the German game names do not widen the page, and the board comes first
          const wide = await page.evaluate(() => document.documentElement.scrollWidth);
          assert.ok(wide <= 320, `no sideways scrolling at 320 px in German (${wide})`);
          const [card, bar] = await page.evaluate(() =>
            ['.puzzle-card', '.puzzles-bar'].map((q) => document.querySelector(q).getBoundingClientRect().top),
          );
          assert.ok(card < bar, `the puzzle (at ${card}) before the choices (at ${bar}) on a phone`);
          await page.setViewportSize({ width: 1280, height: 800 });
          await page.goto(`${base}/de/puzzles/#p=boxes-sq4/sq4-0-0`);
          await see(page, '.notice');
          assert.match(await page.locator('.notice').textContent(), /\(boxes-sq4\/sq4-0-0\)/);
          await page.waitForSelector('.puzzle-card[data-puzzle^="boxes-sq4/"]');

          // a sheet for a class: six puzzles of a theme, easiest first, each a picture with its
          // question; the answers in words and pictures on a page of their own
          const theme = 'chain-parity';
          const themed = load('boxes-sq4').filter((p) => p.themes.includes(theme));
          await page.goto(`${base}/de/puzzles/#sheet=boxes-sq4/${theme}&n=6`);
          await page.waitForFunction(
            () =>
              document.querySelectorAll('.sheet-puzzle svg.diagram').length === 6 &&
              document.querySelectorAll('.sheet-answer svg.diagram .d-answer').length === 6,
            null,
          );
          const shown = await page.$$eval('.sheet-puzzle', (els) => els.map((e) => e.dataset.puzzle));
          for (const key of shown)
            assert.ok(
              themed.some((p) => p.key === key),
              `${key} is of the theme`,
            );
          const answers = await page.$$eval('.sheet-answer > p', (els) => els.map((e) => e.textContent));
          for (const a of answers) assert.match(a, /^Der beste Zug: die Linie /);
          const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
          const pages = (pdf.match(/\/Type\s*\/Page\b/g) || []).length;
          assert.ok(pages >= 2, `the sheet prints the answers on a page of their own (${pages} pages)`);

          // offline after this one visit: the page and a set it never opened
          await page.evaluate(async () => {
            const reg = await navigator.serviceWorker.ready;
            if (reg.active.state !== 'activated')
              await new Promise((r) =>
                reg.active.addEventListener('statechange', () => reg.active.state === 'activated' && r()),
              );
            if (!navigator.serviceWorker.controller)
              await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
          });
          const other = setIds().find((s) => s !== 'boxes-sq4' && s !== set);
          const q = load(other)[0];
          await context.setOffline(true);
          await openPuzzle(page, base, q.key, 'nb');
          await play(page, q.setup.match(/game=(\w+)/)[1], q.best[0]);
          await page
            .locator('[data-testid=verdict]')
            .filter({ hasText: /^Beste trekk!/ })
            .waitFor();
          await context.setOffline(false);
        },
        {
          name: 'puzzles-daily',
          ignore: /Failed to load resource|ERR_INTERNET_DISCONNECTED/,
          options: { serviceWorkers: 'allow' },
        },
      );
    },
  },
];
