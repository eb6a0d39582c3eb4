// helpers.mjs — page steps shared by the browser test files: wait for an element with a named
// failure, start a boxes game from the setup form, draw a line by clicking it.

/** Wait for a selector, naming it when it never comes. */
export async function see(page, selector) {
  try {
    await page.waitForSelector(selector, { timeout: 15000 });
  } catch {
    throw new Error(`${selector} never appeared on ${page.url()}`);
  }
}

/** Open the play page, choose boxes at `size` with seats like ['h', 'b1'], and start. */
export async function startBoxes(page, base, { lang = 'en', size = '3x3', seats = ['h', 'h'] } = {}) {
  await page.goto(`${base}/${lang}/play/`);
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
  await page.goto(`${base}/${lang}/play/`);
  await page.goto(`${base}/${lang}/play/#game=dots&${setup}`);
  await page.reload();
  await page.waitForSelector('html[data-hydrated] form.setup input[name=rules]');
  const n = await page.locator('.seat-row').count();
  for (let i = 0; i < n; i++) await page.selectOption(`#seat-${i + 1}-kind`, seats ? seats[i] : 'h');
  await page.click('form.setup button[type=submit]');
  await see(page, '.board-svg.dots');
}

/** Put a dot on point `token` ("x-y", it must be offered) and wait until the board shows it. */
export async function dot(page, token) {
  await page.click(`.pt.can[data-token="${token}"]`);
  await page.waitForSelector(`.pt[data-token="${token}"]:not(.can)`);
}
