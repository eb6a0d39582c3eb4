// articles.e2e.mjs — browser tests of the rules articles (/{lang}/rules/<slug>/), their index and
// the print page: every article's text and pictures are in its HTML (read without JavaScript),
// the live boards take over in the browser, a puzzle answers a best and a worse move with the
// solver's values (from the page's own data, never typed here), "Play this variant" opens the
// play page with the setup, the home page and the setup form link to the rules, axe in four
// languages, 320 px without sideways scrolling, and print (media screenshots and PDFs).
import assert from 'node:assert/strict';
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshContext } from './browser.mjs';
import { freshBrowser, inLanguages, moreOptions, see } from './helpers.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, '../../site/dist');
const LANGS = ['en', 'da', 'de', 'nb'];

/** The articles this build has: the folders of site/dist/en/rules/. */
function slugs() {
  const dir = path.join(dist, 'en/rules');
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
}

/** The prerender data of a page's HTML (the route, the words, the article's data). */
function pageData(html) {
  const m = /<script type="application\/json" id="prerender-data">([\s\S]*?)<\/script>/.exec(html);
  assert.ok(m, 'the page has its prerender data');
  return JSON.parse(m[1]);
}

/** Open an article and wait until the page is hydrated and every live board shows its board. */
async function openLive(page, url) {
  await page.goto(url);
  await see(page, 'html[data-hydrated]');
  try {
    await page.waitForFunction(() => {
      const boards = [...document.querySelectorAll('paperdots-board')];
      return boards.length > 0 && boards.every((b) => b.shadowRoot && b.shadowRoot.querySelector('svg.board-svg'));
    }, null);
  } catch {
    throw new Error(`live boards never all shown on ${url}`);
  }
}

/** The data-line of a token on a boxes board (the engine's move index: its place in moveTokens). */
const lineOf = (token) => Number(token);

export const tests = [
  {
    name: 'articles: every article in every language has its text, title, description, alternates and pictures in its HTML',
    async run({ base }) {
      const list = slugs();
      assert.ok(list.length >= 3, `articles built: ${list.join(', ')}`);
      for (const slug of list) {
        for (const lang of LANGS) {
          const url = `${base}/${lang}/rules/${slug}/`;
          const res = await fetch(url);
          assert.equal(res.status, 200, url);
          const html = await res.text();
          const data = pageData(html);
          const a = data.page;
          assert.equal(a.slug, slug);
          assert.match(html, new RegExp(`<html lang="${lang}"`), `${url}: lang`);
          assert.ok(
            html.includes(`<title>${a.text.title.replace(/&/g, '&amp;')} · Paperdots</title>`),
            `${url}: title`,
          );
          assert.ok(html.includes('<meta name="description" content="'), `${url}: description`);
          for (const l of [...LANGS, 'x-default']) assert.ok(html.includes(`hreflang="${l}"`), `${url}: hreflang ${l}`);
          // The text: the title, every step and every paragraph of the history, as written.
          const esc = (s) =>
            s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
          // A citation "[id]" becomes a numbered note link to its source: the words around it stay.
          for (const s of [a.text.title, ...a.text.steps.map((x) => x.text), ...a.text.history]) {
            for (const part of s.split(/\[[a-z0-9-]+\]/).filter((p) => p.trim()))
              assert.ok(html.includes(esc(part)), `${url}: text "${part.slice(0, 40)}…"`);
          }
          // Every source is listed, and every citation links to it by its number.
          for (const [i, src] of a.sources.entries()) {
            assert.ok(html.includes(`id="source-${src.id}"`), `${url}: source ${src.id}`);
            if ([...a.text.history, ...a.text.strategy.map((x) => x.text)].some((p) => p.includes(`[${src.id}]`))) {
              assert.ok(
                html.includes(`href="#source-${src.id}"`) && html.includes(`>[${i + 1}]</a>`),
                `${url}: citation [${i + 1}] of ${src.id}`,
              );
            }
          }
          // Sizes stay on one line ("8 × 8" with no-break spaces), so 320 px never splits one.
          assert.doesNotMatch(JSON.stringify(a.text), /\d ×|× \d/, `${url}: a size with a breaking space`);
          // A picture per board the text shows, and per puzzle: static SVG, no script needed.
          const shown =
            [...a.text.steps, ...a.text.strategy, ...(a.text.variants || [])].filter((x) => x.board).length +
            a.puzzles.length;
          const pictures = (html.match(/<svg class="diagram /g) || []).length;
          assert.ok(pictures >= shown, `${url}: ${pictures} pictures for ${shown} boards`);
          assert.doesNotMatch(
            html,
            /<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")/,
            `${url}: no inline script`,
          );
        }
      }
    },
  },
  {
    name: 'articles: with JavaScript off the pictures show, and the sitemap and robots.txt list every article',
    async run({ base }) {
      const ctx = await freshContext({ javaScriptEnabled: false, viewport: { width: 1000, height: 800 } });
      try {
        const page = await ctx.newPage();
        await page.goto(`${base}/de/rules/dots-and-boxes/`);
        const seen = await page.evaluate(
          () =>
            [...document.querySelectorAll('.picture svg.diagram')]
              .map((s) => s.getBoundingClientRect())
              .filter((r) => r.width > 100 && r.height > 100).length,
        );
        assert.ok(seen >= 5, `${seen} pictures drawn with JavaScript off`);
        const h1 = await page.textContent('h1');
        assert.equal(h1, 'Käsekästchen');
      } finally {
        await ctx.close();
      }
      const map = await (await fetch(`${base}/sitemap.xml`)).text();
      for (const slug of slugs())
        for (const lang of LANGS) assert.match(map, new RegExp(`<loc>[^<]*/${lang}/rules/${slug}/</loc>`));
      assert.match(await (await fetch(`${base}/robots.txt`)).text(), /^Sitemap: \S+\/sitemap\.xml$/m);
    },
  },
  {
    name: 'articles: the live boards hydrate, and a puzzle says "best" for the solver\u2019s best move and what a worse one loses',
    async run({ page, base }) {
      await openLive(page, `${base}/en/rules/dots-and-boxes/`);
      const data = await page.evaluate(() => JSON.parse(document.getElementById('prerender-data').textContent).page);
      const p = data.puzzles[0];
      const best = p.options.find((o) => o.value === p.best);
      const worse = p.options.reduce((w, o) => (o.value < w.value ? o : w));
      assert.ok(worse.value < p.best, 'the puzzle has a worse move');
      const puzzle = page.locator('.puzzle[data-puzzle="1"]');
      // A worse move: the page says how much it loses, and the board shows the position after it.
      await puzzle.locator(`paperdots-board [data-line="${lineOf(worse.token)}"]`).click();
      const verdict = puzzle.locator('[data-testid=verdict]');
      await verdict.filter({ hasText: /loses/ }).waitFor();
      const lost = (p.best - worse.value) / 2;
      assert.match(await verdict.textContent(), new RegExp(`loses ${lost} box`));
      assert.equal(await puzzle.locator('paperdots-board').getAttribute('moves'), `${p.moves}.${worse.token}`);
      // Try again, then the best move.
      await puzzle.getByRole('button', { name: 'Try again' }).click();
      await page.waitForFunction(
        () => !document.querySelector('.puzzle[data-puzzle="1"] paperdots-board').hasAttribute('readonly'),
      );
      await page.waitForFunction(
        (line) =>
          document
            .querySelector('.puzzle[data-puzzle="1"] paperdots-board')
            .shadowRoot.querySelector(`.line.can[data-line="${line}"]`),
        lineOf(best.token),
      );
      await puzzle.locator(`paperdots-board [data-line="${lineOf(best.token)}"]`).click();
      await verdict.filter({ hasText: /^Best move!/ }).waitFor();
      // Show answer names the best line(s).
      await puzzle.getByRole('button', { name: 'Show answer' }).click();
      assert.ok((await verdict.textContent()).includes(best.label), 'the answer names the best line');
    },
  },
  {
    name: 'articles: at 1280 × 800 and 320 × 640 a puzzle board fits the window under its question, and the verdict of the tempting move shows in the window',
    // make test-long: the layout at two window sizes
    long: true,
    async run({ page, base, shot }) {
      // Before: at 1280 × 800 the board was as wide as the text (702 × 759 px, taller than the
      // window) and the verdict was written under it at y ≈ 975: nothing visible happened where
      // the reader clicked. At 320 × 640 it stood under the board's controls, off screen too.
      for (const [w, h, langs] of [
        [1280, 800, ['da', 'en']],
        [320, 640, ['da', 'de']],
      ]) {
        await page.setViewportSize({ width: w, height: h });
        for (const lang of langs) {
          const where = `${lang} at ${w} × ${h}`;
          await openLive(page, `${base}/${lang}/rules/dots-and-boxes/`);
          const data = await page.evaluate(
            () => JSON.parse(document.getElementById('prerender-data').textContent).page,
          );
          const p = data.puzzles[0];
          // The tempting move the build proved worse (the page's own data, never typed here).
          const tempting = p.tempting.find((m) => m.value < p.best);
          assert.ok(tempting, 'the puzzle has a tempting move that is worse');
          // The reader reads the question, its top at the window's top: the board fits below it.
          await page.evaluate(() => document.querySelector('.puzzle[data-puzzle="1"]').scrollIntoView());
          const fit = await page.evaluate(() => {
            const q = document.querySelector('.puzzle[data-puzzle="1"]');
            const svg = q.querySelector('paperdots-board').shadowRoot.querySelector('svg.board-svg');
            const r = svg.getBoundingClientRect();
            return { top: r.top, bottom: r.bottom, right: r.right, height: innerHeight, width: innerWidth };
          });
          assert.ok(
            fit.top >= 0 && fit.bottom <= fit.height && fit.right <= fit.width,
            `${where}: the board is drawn at y ${Math.round(fit.top)}–${Math.round(fit.bottom)}, x to ${Math.round(fit.right)}`,
          );
          const puzzle = page.locator('.puzzle[data-puzzle="1"]');
          const scrolled = await page.evaluate(() => scrollY);
          await puzzle.locator(`paperdots-board [data-line="${lineOf(tempting.token)}"]`).click();
          const verdict = puzzle.locator('[data-testid=verdict]');
          const label = p.options.find((o) => o.token === tempting.token).label;
          await verdict.filter({ hasText: label }).waitFor();
          // The verdict is in the window (brought there, if it has to be, by the page itself).
          const seen = () =>
            page.evaluate(() => {
              const r = document
                .querySelector('.puzzle[data-puzzle="1"] [data-testid=verdict]')
                .getBoundingClientRect();
              return {
                inside:
                  r.height > 0 && r.top >= -1 && r.bottom <= innerHeight + 1 && r.left >= 0 && r.right <= innerWidth,
                box: `${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`,
              };
            });
          try {
            await page.waitForFunction(() => {
              const r = document
                .querySelector('.puzzle[data-puzzle="1"] [data-testid=verdict]')
                .getBoundingClientRect();
              return r.height > 0 && r.top >= -1 && r.bottom <= innerHeight + 1;
            }, null);
          } catch {
            assert.fail(`${where}: the verdict is at ${(await seen()).box}, outside the ${w} × ${h} window`);
          }
          assert.ok((await seen()).inside, `${where}: the verdict at ${(await seen()).box}`);
          // On a wide window it stands beside the board: no scroll at all.
          if (w >= 1280) assert.equal(await page.evaluate(() => scrollY), scrolled, `${where}: the page scrolled`);
          // And the line the reader drew is still in view.
          const line = await page.evaluate((tok) => {
            const el = document
              .querySelector('.puzzle[data-puzzle="1"] paperdots-board')
              .shadowRoot.querySelector(`[data-line="${tok}"]`);
            const r = el.getBoundingClientRect();
            return r.top >= 0 && r.bottom <= innerHeight;
          }, lineOf(tempting.token));
          assert.ok(line, `${where}: the line drawn left the window`);
          await shot(`articles-puzzle-verdict-${lang}-${w}`, { fullPage: false });
        }
      }
    },
  },
  {
    name: 'articles: the verdicts agree with the move’s word in Danish and German, and Danish pages quote with »…«',
    async run({ page, base }) {
      // Before: "Linjen 3,3–4,3 er så godt, som det kan blive" (linjen is common gender) and
      // "Nach das Feld d5 gewinnst du" (nach takes the dative).
      for (const [lang, slug, click, words] of [
        [
          'da',
          'dots-and-boxes',
          (tok) => `[data-line="${lineOf(tok)}"]`,
          /^Bedste træk! Linjen \S+ er så god, som den kan blive: /,
        ],
        [
          'de',
          'shut-in',
          (tok) => `[data-token="${tok}"]`,
          /^Bester Zug! Das Feld \S+ bringt dir bei bestem Spiel den Sieg, /,
        ],
      ]) {
        await openLive(page, `${base}/${lang}/rules/${slug}/`);
        const data = await page.evaluate(() => JSON.parse(document.getElementById('prerender-data').textContent).page);
        const p = data.puzzles[0];
        const best = p.options.find((o) => o.value === p.best);
        const puzzle = page.locator('.puzzle[data-puzzle="1"]');
        await puzzle.locator(`paperdots-board ${click(best.token)}`).click();
        const verdict = puzzle.locator('[data-testid=verdict]');
        await verdict.filter({ hasText: /\S/ }).waitFor();
        assert.match(await verdict.textContent(), words, lang);
      }
      // Every Danish article quotes with »…«, the shared sources' English titles too.
      for (const slug of slugs()) {
        const html = await (await fetch(`${base}/da/rules/${slug}/`)).text();
        const shown = html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]*>/g, ' ');
        const quoted = shown.match(/.{0,30}[“”].{0,30}/g);
        assert.equal(quoted, null, `/da/rules/${slug}/ quotes with “…”: ${quoted && quoted.join(' | ')}`);
      }
      const sources = await (await fetch(`${base}/da/rules/swedish-board/`)).text();
      assert.ok(sources.includes('»Unusual grids and variants«'), 'the Danish page quotes its source’s title with »…«');
    },
  },
  {
    name: 'articles: a Shut In puzzle: the tempting cell the build proved worse gives the win away, the winning cell wins',
    async run({ page, base }) {
      await openLive(page, `${base}/en/rules/shut-in/`);
      const data = await page.evaluate(() => JSON.parse(document.getElementById('prerender-data').textContent).page);
      const p = data.puzzles[0];
      const win = p.options.find((o) => o.value === p.best);
      // The tempting move the build proved worse (the page's own data, never typed here).
      const tempting = p.tempting.find((m) => m.value < p.best);
      assert.ok(win && tempting, 'the puzzle has a winning and a tempting losing cell');
      const puzzle = page.locator('.puzzle[data-puzzle="1"]');
      assert.match(await puzzle.textContent(), /To move: Crosses \(player 1\)\./);
      await puzzle.locator(`paperdots-board [data-token="${tempting.token}"]`).click();
      const verdict = puzzle.locator('[data-testid=verdict]');
      await verdict.filter({ hasText: /gives the win away/ }).waitFor();
      assert.match(await verdict.textContent(), new RegExp(`^The cell ${tempting.token} gives the win away`));
      assert.equal(await puzzle.locator('paperdots-board').getAttribute('moves'), `${p.moves}.${tempting.token}`);
      await puzzle.getByRole('button', { name: 'Try again' }).click();
      await page.waitForFunction(
        (tok) =>
          document
            .querySelector('.puzzle[data-puzzle="1"] paperdots-board')
            .shadowRoot.querySelector(`.sq.can[data-token="${tok}"]`),
        win.token,
      );
      await puzzle.locator(`paperdots-board [data-token="${win.token}"]`).click();
      await verdict.filter({ hasText: /^Best move! After the cell/ }).waitFor();
      await puzzle.getByRole('button', { name: 'Show answer' }).click();
      assert.match(await verdict.textContent(), new RegExp(`^The winning move: the cell ${win.token}\\.`));
    },
  },
  {
    name: 'articles: a Dots puzzle: the tempting capture the build proved worse costs dots, the best point is best',
    async run({ page, base }) {
      await openLive(page, `${base}/en/rules/dots/`);
      const data = await page.evaluate(() => JSON.parse(document.getElementById('prerender-data').textContent).page);
      const p = data.puzzles[0];
      const best = p.options.find((o) => o.value === p.best);
      // The tempting capture the build proved worse (the page's own data, never typed here).
      const tempting = p.tempting.find((m) => m.why === 'capture' && m.value < p.best);
      assert.ok(best && tempting, 'the puzzle has a best point and a tempting capture that is worse');
      const puzzle = page.locator('.puzzle[data-puzzle="1"]');
      assert.match(await puzzle.textContent(), /To move: Blue \(player 1\)\./);
      await puzzle.locator(`paperdots-board .pt[data-token="${tempting.token}"]`).click();
      const verdict = puzzle.locator('[data-testid=verdict]');
      await verdict.filter({ hasText: /costs you/ }).waitFor();
      const lost = p.best - tempting.value;
      assert.match(
        await verdict.textContent(),
        new RegExp(
          `^The point ${tempting.token} costs you ${lost} dots? compared with the best move\\. Over the next ${p.depth} moves`,
        ),
      );
      assert.equal(await puzzle.locator('paperdots-board').getAttribute('moves'), `${p.moves}.${tempting.token}`);
      await puzzle.getByRole('button', { name: 'Try again' }).click();
      await page.waitForFunction(
        (tok) =>
          document
            .querySelector('.puzzle[data-puzzle="1"] paperdots-board')
            .shadowRoot.querySelector(`.pt.can[data-token="${tok}"]`),
        best.token,
      );
      await puzzle.locator(`paperdots-board .pt[data-token="${best.token}"]`).click();
      await verdict.filter({ hasText: /^Best move! The point/ }).waitFor();
      assert.match(
        await verdict.textContent(),
        new RegExp(`^Best move! The point ${best.token} is the strongest move here\\.`),
      );
      assert.equal(await puzzle.locator('paperdots-board').getAttribute('moves'), `${p.moves}.${best.token}`);
      await puzzle.getByRole('button', { name: 'Show answer' }).click();
      assert.match(await verdict.textContent(), new RegExp(`^The best move: the point ${best.token}\\.`));
    },
  },
  {
    name: 'articles: "Play this variant" opens the play page with its setup; home and setup form link to the rules',
    async run({ page, base }) {
      await page.goto(`${base}/en/rules/dots-and-hexagons/`);
      await see(page, 'html[data-hydrated]');
      await page.click('.play-variant');
      await page.waitForURL(/\/en\/play\/#game=boxes&grid=hex&size=4x4$/);
      await see(page, 'html[data-hydrated] form.setup');
      assert.equal(await page.isChecked('input[name=grid][value=hex]'), true);
      assert.equal(await page.inputValue('#size'), '4x4');
      // The setup form's "Rules" link follows the grid.
      const link = page.locator('.rules-links a').first();
      assert.match(await link.getAttribute('href'), /\/en\/rules\/dots-and-hexagons\/$/);
      await moreOptions(page);
      await page.check('input[name=grid][value=tri]');
      await page.waitForFunction(() =>
        /dots-and-triangles/.test(document.querySelector('.rules-links a').getAttribute('href')),
      );
      // The home page's cards.
      await page.goto(`${base}/da/`);
      const hrefs = await page
        .locator('.game-card .rules-link')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      for (const slug of ['dots-and-boxes', 'dots-and-hexagons', 'dots-and-triangles'])
        assert.ok(
          hrefs.some((h) => h.endsWith(`/da/rules/${slug}/`)),
          `home links ${slug}`,
        );
    },
  },
  ...inLanguages(
    'articles: axe finds nothing on an article, the rules index and the print page {in}',
    async ({ page, base, axe }, langs) => {
      for (const lang of langs)
        for (const url of [`/${lang}/rules/dots-and-boxes/`, `/${lang}/rules/`, `/${lang}/print/`]) {
          await page.goto(base + url);
          await see(page, 'html[data-hydrated]');
          const found = await axe();
          assert.deepEqual(found, [], `${url}: ${found.join('; ')}`);
        }
    },
  ),
  {
    name: 'articles: 320 px wide without sideways scrolling, of the page or any part of it (every article, the index, the print page)',
    // make test-long: the layout at a phone's width, over every article
    long: true,
    async run({ page, base }) {
      await page.setViewportSize({ width: 320, height: 640 });
      for (const url of [...slugs().map((s) => `/en/rules/${s}/`), '/de/rules/', '/da/print/']) {
        await page.goto(base + url);
        await see(page, 'html[data-hydrated]');
        const w = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(w <= 320, `${url}: ${w} px wide`);
        // Nor inside: no part of the page (a rule-change table, a board) scrolls sideways on its own.
        const inner = await page.evaluate(() =>
          [...document.querySelectorAll('main *')]
            .filter(
              (el) =>
                el.scrollWidth > el.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX),
            )
            .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
        );
        assert.deepEqual(inner, [], `${url}: parts that scroll sideways`);
      }
    },
  },
  {
    name: 'articles: print shows the text and vector pictures without navigation; sheets print as one A4 or Letter page',
    async run({ page, base, shot }) {
      await openLive(page, `${base}/en/rules/dots-and-triangles/`);
      await page.emulateMedia({ media: 'print' });
      const look = await page.evaluate(() => ({
        nav: getComputedStyle(document.querySelector('.site-header')).display,
        live: getComputedStyle(document.querySelector('paperdots-board')).display,
        pictures: [...document.querySelectorAll('.picture svg.diagram')].filter(
          (s) => s.getBoundingClientRect().width > 50,
        ).length,
      }));
      assert.equal(look.nav, 'none');
      assert.equal(look.live, 'none');
      assert.ok(look.pictures >= 4, `${look.pictures} pictures in print`);
      await shot('articles-print-triangles');
      // Back to no emulation: the form is visible, and page.pdf() prints with print media.
      await page.emulateMedia({ media: null });
      // A blank board of any size: the size the reader types is the board on the sheet. The
      // engine arrives (its .wasm held back 1.5 s) while the width is typed and not yet committed:
      // the page renders then, and the typed 6 must stay (a controlled box put the 5 back).
      await page.route(/\.wasm$/, async (r) => {
        await new Promise((done) => setTimeout(done, 1500));
        await r.continue();
      });
      await page.goto(`${base}/en/print/`);
      await see(page, 'html[data-hydrated] .sheet .diagram');
      const engineHere = page.waitForResponse(/\.wasm$/);
      await page.fill('#print-w', '6');
      await engineHere;
      await page.waitForTimeout(500);
      assert.equal(await page.inputValue('#print-w'), '6', 'the width typed while the engine arrived');
      await page.unrouteAll();
      for (const [id, v] of [
        ['#print-w', '6'],
        ['#print-h', '3'],
      ]) {
        await page.fill(id, v);
        await page.dispatchEvent(id, 'change');
      }
      await page.waitForFunction(() =>
        /\b6\D+3\b/.test(document.querySelector('.sheet .diagram').getAttribute('aria-label') || ''),
      );
      // The print page: one sheet per page, on either paper, drawn as vectors (no images).
      await page.goto(`${base}/en/print/#game=boxes&grid=hex&size=3x3&moves=1.7.11.10.6.0.37`);
      await see(page, 'html[data-hydrated] .sheet .diagram');
      await page.selectOption('#print-count', '4');
      await page.waitForFunction(() => document.querySelectorAll('.sheet .diagram').length === 4);
      for (const [paper, format] of [
        ['a4', 'A4'],
        ['letter', 'Letter'],
      ]) {
        await page.selectOption('#print-paper', paper);
        const pdf = (await page.pdf({ format, preferCSSPageSize: true })).toString('latin1');
        const pages = (pdf.match(/\/Type\s*\/Page\b/g) || []).length;
        assert.equal(pages, 1, `${paper}: ${pages} pages`);
        assert.doesNotMatch(pdf, /\/Subtype\s*\/Image/, `${paper}: the boards are vectors, not images`);
      }
      await page.emulateMedia({ media: 'print' });
      await shot('articles-print-sheet');
    },
  },
  {
    name: 'articles: the print page refuses a damaged %-escape and a %00 in its address in words, and still offers blank sheets',
    async run({ page, base }) {
      // Before: a damaged escape threw a URIError (the page stopped), and %00 cut the record so a
      // default 39x32 field was drawn as if the address had named it.
      for (const [hash, words] of [
        ['#game=boxes&size=3x3%E0%A4%A', /damaged %-sequence/],
        ['#game=dots%00&size=1000x1000', /NUL character \(at position 10\)/],
      ]) {
        await page.goto(`${base}/en/print/${hash}`);
        await see(page, 'html[data-hydrated]');
        const alert = page.locator('.print-page [role=alert]');
        await alert.waitFor();
        assert.match(await alert.innerText(), words, hash);
        assert.doesNotMatch(await alert.innerText(), /could not be loaded/, hash);
        assert.equal(await page.locator('.sheet .diagram[aria-label*="39"]').count(), 0, `${hash}: no default field`);
        await page.locator('#print-w').waitFor();
      }
    },
  },
  {
    name: 'articles: the print page says so when the game engine cannot load, rather than keep a sheet that never changes',
    async run({ base }) {
      const ignore = /Failed to load resource|ERR_FAILED|WebAssembly|wasm/i;
      await freshBrowser(
        async (_context, page) => {
          await page.route(/\.wasm$/, (r) => r.abort());
          await page.goto(`${base}/en/print/`);
          await see(page, 'html[data-hydrated] .sheet .diagram');
          const alert = page.locator('.print-page [role=alert]');
          await alert.waitFor();
          assert.match(await alert.innerText(), /could not be loaded/);
        },
        { name: 'print-engine-fails', ignore },
      );
    },
  },
];
