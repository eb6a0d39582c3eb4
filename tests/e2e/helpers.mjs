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
