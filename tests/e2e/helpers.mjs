// helpers.mjs — page steps shared by the browser test files: wait for an element with a named
// failure, start a boxes game from the setup form, draw a line by clicking it, and run a test in
// a fresh profile of its own (no service worker, no storage yet).
import { freshContext } from './browser.mjs';

/**
 * Wait for a selector (up to browser.mjs's WAIT_MS, a stuck page's bound), naming it when it
 * never comes: what takes a second idle has taken over 15 s beside other work on two busy cores;
 * a wait is not a measure of speed (make budgets and make bench are).
 */
export async function see(page, selector) {
  try {
    await page.waitForSelector(selector);
  } catch {
    // What the page says meanwhile (its status areas), so a failure far from here can be read.
    const said = await page
      .evaluate(() =>
        [...document.querySelectorAll('[role=status], [role=alert], .error')]
          .map((e) => e.textContent.trim())
          .filter(Boolean)
          .join(' | ')
          .slice(0, 600),
      )
      .catch(() => '');
    throw new Error(`${selector} never appeared on ${page.url()}${said ? ` (the page said: ${said})` : ''}`);
  }
}

/**
 * Unfold the table setup's "More options" (the family's options, players, names, clock), which
 * the quick start keeps folded under Play.
 */
export async function moreOptions(page) {
  await page.waitForSelector('html[data-hydrated] form.setup details.more-options', { state: 'attached' });
  if (!(await page.$eval('form.setup details.more-options', (d) => d.open))) {
    await page.click('form.setup details.more-options > summary');
  }
}

/** Open the play page, choose boxes at `size` with seats like ['h', 'b1'], and start. */
export async function startBoxes(page, base, { lang = 'en', size = '3x3', seats = ['h', 'h'] } = {}) {
  await page.goto(`${base}/${lang}/play/`);
  await startBoxesHere(page, { size, seats });
}

/** On the play page already open: choose boxes at `size` with seats like ['h', 'b1'], and start. */
export async function startBoxesHere(page, { size = '3x3', seats = ['h', 'h'] } = {}) {
  await page.waitForSelector('html[data-hydrated] form.setup');
  await page.check('input[name=game][value=boxes]');
  await page.selectOption('#size', size);
  for (const [i, kind] of seats.entries()) await page.selectOption(`#seat-${i + 1}-kind`, kind);
  await page.click('form.setup button[type=submit]');
  await see(page, '.board-svg');
}

/** Draw line `line` (it must be offered) and wait until the board shows it drawn. */
export async function draw(page, line) {
  await page.click(`.line.can[data-line="${line}"]`);
  await page.waitForSelector(`.line[data-line="${line}"]:not(.free)`);
}

/**
 * Open the play page on a Dots setup given as a fragment (e.g. 'size=7x7&start=empty'), make
 * every seat human unless `seats` says otherwise (['h', 'b1', …]), and start.
 */
export async function startDots(page, base, { lang = 'en', setup = 'size=7x7&start=empty', seats = null } = {}) {
  await openFresh(page, `${base}/${lang}/play/#game=dots&${setup}`);
  await moreOptions(page);
  await page.waitForSelector('html[data-hydrated] form.setup input[name=rules]');
  const n = await page.locator('.seat-pick').count();
  for (let i = 0; i < n; i++) await page.selectOption(`#seat-${i + 1}-kind`, seats ? seats[i] : 'h');
  await page.click('form.setup button[type=submit]');
  await see(page, '.board-svg.dots');
}

/**
 * Click boxes line i (a real click event on the board, sent from the page) and resolve with the ms
 * until the board shows it drawn: a MutationObserver runs right after the change.
 */
export const clickLine = (page, i) =>
  page.evaluate(
    (i) =>
      new Promise((resolve) => {
        const seen = new MutationObserver(() => {
          if (!document.querySelector(`.line[data-line="${i}"]`).classList.contains('free')) {
            seen.disconnect();
            resolve(performance.now() - t0);
          }
        });
        seen.observe(document.querySelector('.board-svg'), {
          subtree: true,
          attributes: true,
          attributeFilter: ['class'],
        });
        const t0 = performance.now();
        document.querySelector(`.line.can[data-line="${i}"]`).dispatchEvent(new MouseEvent('click', { bubbles: true }));
      }),
    i,
  );

/** Put a dot on point `token` ("x-y", it must be offered) and wait until the board shows it. */
export async function dot(page, token) {
  await page.click(`.pt.can[data-token="${token}"]`);
  await page.waitForSelector(`.pt[data-token="${token}"]:not(.can)`);
}

/**
 * Run f(context, page) in a fresh browser profile. Page errors and console errors fail it, except
 * console errors matching `ignore` (e.g. failed fetches while a test is offline on purpose); on a
 * failure the page is saved as build/screenshots/FAILED-<name>.png. `options`: the context's
 * (browser.mjs freshContext): it has no service worker unless `options.serviceWorkers` is 'allow'.
 * The profile is a new context of the run's shared browser.
 */
export async function freshBrowser(f, { name = 'fresh-browser', ignore = null, options = {} } = {}) {
  const context = await freshContext(options);
  const problems = [];
  context.on('page', (page) => {
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !(ignore && ignore.test(msg.text()))) problems.push(`console error: ${msg.text()}`);
    });
  });
  try {
    const page = await context.newPage();
    try {
      await f(context, page);
    } catch (err) {
      await page
        .screenshot({ path: new URL(`../../build/screenshots/FAILED-${name}.png`, import.meta.url).pathname })
        .catch(() => {});
      throw err;
    }
    if (problems.length) throw new Error(problems.join('; '));
  } finally {
    await context.close();
  }
}

/**
 * A check made in every language, as two tests: in English for `make test`, and in the other
 * three languages for `make test-long` (`long: true`; tests/e2e/run.mjs). `name` holds `{in}`,
 * which becomes "in English" or "in Danish, German and Norwegian"; run(ctx, langs).
 */
export function inLanguages(name, run) {
  return [
    { langs: ['en'], words: 'in English', long: false },
    { langs: ['da', 'de', 'nb'], words: 'in Danish, German and Norwegian', long: true },
  ].map(({ langs, words, long }) => ({ name: name.replace('{in}', words), long, run: (ctx) => run(ctx, langs) }));
}

/**
 * Open `url` in `page` as a freshly loaded document, as a person pasting a link does: one page
 * load. (A `goto` to the page's own address with another fragment only changes the fragment,
 * which is why the page goes through about:blank then; a page load costs about a second of CPU.)
 */
export async function openFresh(page, url) {
  if (page.url().split('#')[0] === url.split('#')[0]) await page.goto('about:blank');
  await page.goto(url);
}
