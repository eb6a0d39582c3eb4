// embed.e2e.mjs — browser tests of the embeddable board <paperdots-board>: a plain page of
// another origin (tests/e2e/embed/host.html, served by a second local server on another port)
// loads embed/paperdots-board.js from the site with one script tag. Boards of every family,
// attributes that change the board, events and the JS API, messages for bad attributes, one
// module and one .wasm however many boards, axe, the /embed/ page and the play page's embed code.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './server.mjs';
import { draw, see, startBoxes } from './helpers.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const hostDir = path.join(here, 'embed');

/** The README's copy-paste example (its one html code block). */
function readmeExample() {
  const readme = readFileSync(path.join(here, '../../README.md'), 'utf8');
  const blocks = [...readme.matchAll(/```html\n([\s\S]*?)```/g)].map((m) => m[1]);
  assert.equal(blocks.length, 1, 'the README has one html example');
  return blocks[0];
}

/** Run f(hostUrl) with the host pages served from a second origin (another port). */
async function withHost(f) {
  const host = await serve(hostDir);
  try {
    await f(host.url);
  } finally {
    await host.close();
  }
}

/** Open the host page with its three boards, and wait until each shows its board. */
async function openHost(page, base, host) {
  assert.notEqual(new URL(host).origin, new URL(base).origin, 'the host page is on another origin');
  await page.goto(`${host}/host.html?site=${encodeURIComponent(base)}`);
  await shown(page, ['square', 'hex', 'shutin']);
}

/** Add the element's script tag from the site at `base` to the page (a host page's own tag). */
function addScript(page, base) {
  return page.evaluate((site) => {
    const tag = document.createElement('script');
    tag.type = 'module';
    tag.src = `${site}/embed/paperdots-board.js`;
    document.head.appendChild(tag);
  }, base);
}

/** Wait until the boards with these ids show a board (or fail naming the ones that do not). */
async function shown(page, ids) {
  try {
    await page.waitForFunction(
      (list) => list.every((id) => document.getElementById(id)?.shadowRoot?.querySelector('svg.board-svg')),
      ids,
    );
  } catch {
    const states = await page.evaluate(
      (list) => list.map((id) => `${id}: ${document.getElementById(id)?.shadowRoot?.textContent.slice(0, 160)}`),
      ids,
    );
    throw new Error(`boards never shown: ${states.join(' | ')}`);
  }
}

/** Start recording the events of every board on the page into window.events. */
async function recordEvents(page) {
  await page.evaluate(() => {
    window.events = [];
    for (const type of ['move', 'end', 'error'])
      document.addEventListener(type, (e) => window.events.push({ type, id: e.target.id, detail: e.detail }));
  });
}

const events = (page, type) => page.evaluate((ty) => window.events.filter((e) => e.type === ty), type);
const board = (page, id) => page.locator(`#${id}`);

/** Add a board to the host page; attributes as an object. */
function addBoard(page, id, attrs) {
  return page.evaluate(
    ([bid, a]) => {
      const el = document.createElement('paperdots-board');
      el.id = bid;
      for (const [k, v] of Object.entries(a)) el.setAttribute(k, v);
      document.querySelector('main').appendChild(el);
    },
    [id, attrs],
  );
}

const text = (page, id, selector) => board(page, id).locator(selector).first().textContent();

export const tests = [
  {
    name: 'embed: a page of another origin shows boards of every family with one script tag; its CSS stays out',
    async run({ page, base, shot }) {
      await withHost(async (host) => {
        await openHost(page, base, host);
        // One board per family of the site's registry, whatever families it holds.
        const families = await page.evaluate(() => customElements.get('paperdots-board').families);
        assert.ok(families.includes('boxes') && families.includes('shutin'), families.join());
        for (const name of families) await addBoard(page, `family-${name}`, { setup: `game=${name}` });
        await shown(
          page,
          families.map((name) => `family-${name}`),
        );
        const drawn = await page.evaluate(() =>
          [...document.querySelectorAll('paperdots-board')].map((b) => b.state && b.record.split('&')[0]),
        );
        assert.ok(new Set(drawn).size >= Math.min(3, families.length), `families on the page: ${drawn.join()}`);
        // Every family's board look reaches the shadow root: without its board.css a Dots board's
        // paper and hit targets (SVG shapes) would fill solid black.
        const black = await page.evaluate(
          (names) =>
            names.flatMap((name) =>
              [
                ...document
                  .getElementById(`family-${name}`)
                  .shadowRoot.querySelectorAll('svg.board-svg .paper, svg.board-svg .hit'),
              ]
                .filter((el) => getComputedStyle(el).fill === 'rgb(0, 0, 0)')
                .map(() => name),
            ),
          families,
        );
        assert.deepEqual([...new Set(black)], [], 'boards with black paper or hit targets');
        // The square board opened at its two moves; the hexagons speak German; Shut In has its bot.
        assert.equal(await board(page, 'square').locator('.line:not(.free)').count(), 2);
        assert.match(await text(page, 'hex', '[data-testid=status]'), /Spieler 1 ist am Zug/);
        assert.match(await text(page, 'shutin', '.scoreboard'), /level 1/);
        // The host's loud CSS (hidden SVGs, pink buttons, red serif uppercase) does not reach in.
        const look = await page.evaluate(() => {
          const root = document.getElementById('square').shadowRoot;
          const svg = getComputedStyle(root.querySelector('svg.board-svg'));
          const status = getComputedStyle(root.querySelector('.status'));
          const button = getComputedStyle(root.querySelector('.controls button'));
          return {
            svg: svg.display,
            font: status.fontFamily,
            colour: status.color,
            upper: status.textTransform,
            button: button.backgroundColor,
          };
        });
        assert.equal(look.svg, 'block');
        assert.doesNotMatch(look.font, /Georgia/);
        assert.notEqual(look.colour, 'rgb(200, 0, 0)');
        assert.equal(look.upper, 'none');
        assert.notEqual(look.button, 'rgb(255, 105, 180)');
        // Nor does the element's CSS leak out into the page.
        assert.equal(
          await page.evaluate(() => getComputedStyle(document.querySelector('h1')).fontFamily),
          'Georgia, serif',
        );
        await shot('embed-host-1280');
        await page.setViewportSize({ width: 320, height: 640 });
        await shot('embed-host-320');
        await page.emulateMedia({ colorScheme: 'dark' });
        await shot('embed-host-dark-320');
      });
    },
  },
  {
    name: 'embed: a reader plays against the bot on another origin, by click and keyboard, and events say so',
    async run({ page, base }) {
      await withHost(async (host) => {
        await openHost(page, base, host);
        await recordEvents(page);
        // Shut In against the level-1 bot: the bot's worker runs for a page of another origin.
        const cell = board(page, 'shutin').locator('.sq.can').first();
        const token = await cell.getAttribute('data-token');
        await cell.click();
        await page.waitForFunction(
          () => window.events.filter((e) => e.id === 'shutin' && e.type === 'move').length >= 2,
          null,
        );
        const moves = (await events(page, 'move')).filter((e) => e.id === 'shutin');
        assert.deepEqual(moves[0].detail.seat, 1);
        assert.equal(moves[0].detail.token, token);
        assert.equal(moves[1].detail.seat, 2, 'the bot answered');
        assert.match(moves[1].detail.record, new RegExp(`&moves=${token}\\.`));
        // Keyboard on the square board: focus a line, arrow to the next, Enter draws it.
        const first = board(page, 'square').locator('.line[tabindex="0"]');
        await first.focus();
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => window.events.some((e) => e.id === 'square' && e.type === 'move'));
        assert.equal(await board(page, 'square').locator('.line:not(.free)').count(), 3);
        // The live region says the move in words.
        assert.match(
          await board(page, 'square').locator('[aria-live=polite]').textContent(),
          /Player 1 drew .*Player 2 to move/,
        );
      });
    },
  },
  {
    name: 'embed: an embedded Dots board under Polish rules captures with its "!" box ticked, as the play page’s does',
    async run({ page, base }) {
      await withHost(async (host) => {
        await openHost(page, base, host);
        await recordEvents(page);
        // player 1's 5-6 closes the ring round player 2's 5-5; under Polish rules only 5-6! takes it
        await addBoard(page, 'polish', {
          setup: 'game=dots&size=10x10&start=empty&rules=polish&moves=4-5.5-5.6-5.1-1.5-4.1-10',
        });
        await shown(page, ['polish']);
        const b = board(page, 'polish');
        await b.locator('input[name=capture]').check();
        await b.locator('.pt.can[data-token="5-6"]').click();
        await page.waitForFunction(() => window.events.some((e) => e.id === 'polish' && e.type === 'move'));
        const [move] = (await events(page, 'move')).filter((e) => e.id === 'polish');
        assert.equal(move.detail.token, '5-6!');
        assert.deepEqual(await b.evaluate((el) => el.state.scores), [1, 0]);
        // the box is for one dot: unticked at the next turn
        assert.equal(await b.locator('input[name=capture]').isChecked(), false);
      });
    },
  },
  {
    name: 'embed: changing an attribute updates the board (moves, start-at, lang, theme, readonly, controls, size)',
    async run({ page, base, shot }) {
      await withHost(async (host) => {
        await openHost(page, base, host);
        const sq = board(page, 'square');
        const set = (name, value) =>
          page.evaluate(
            ([n, v]) =>
              v === null
                ? document.getElementById('square').removeAttribute(n)
                : document.getElementById('square').setAttribute(n, v),
            [name, value],
          );
        await set('moves', '0 5 1');
        await page.waitForFunction(() => document.getElementById('square').record.endsWith('&moves=0.5.1'));
        assert.equal(await sq.locator('.line:not(.free)').count(), 3);
        // start-at: the position after one move, with the controls stepping on from there.
        await set('start-at', '1');
        await page.waitForFunction(() => document.getElementById('square').shadowRoot.querySelector('.viewing'));
        assert.equal(await sq.locator('.line:not(.free)').count(), 1);
        assert.match(await sq.locator('.viewing').textContent(), /after move 1 of 3/);
        await sq.locator('.controls button', { hasText: 'Forward' }).click();
        assert.equal(await sq.locator('.line:not(.free)').count(), 2);
        await sq.locator('.controls button', { hasText: 'Start' }).click();
        assert.equal(await sq.locator('.line:not(.free)').count(), 0);
        // Autoplay steps through to the end on its own.
        await sq.locator('.controls .autoplay').click();
        assert.equal(await sq.locator('.controls .autoplay').getAttribute('aria-pressed'), 'true');
        await page.waitForFunction(
          () => document.getElementById('square').shadowRoot.querySelectorAll('.line:not(.free)').length === 3,
          null,
        );
        await page.waitForFunction(
          () =>
            document.getElementById('square').shadowRoot.querySelector('.autoplay').getAttribute('aria-pressed') ===
            'false',
        );
        // A move from an earlier position starts a new line there.
        await sq.locator('.controls button', { hasText: 'Back' }).click();
        await sq.locator('.controls button', { hasText: 'Back' }).click();
        // A move the shown position does not offer (line 0 is drawn there) drops no later move.
        const whole = await page.evaluate(() => document.getElementById('square').record);
        const refused = await page.evaluate(() => {
          const el = document.getElementById('square');
          let said = null;
          el.addEventListener('error', (e) => (said = e.detail), { once: true });
          return { played: el.play('0'), said };
        });
        assert.equal(refused.played, false);
        assert.equal(refused.said && refused.said.code, 'line-drawn', 'the refusal fires error with the engine’s code');
        assert.equal(await page.evaluate(() => document.getElementById('square').record), whole);
        await sq.locator('.line.can[data-line="9"]').click();
        await page.waitForFunction(() => document.getElementById('square').record.endsWith('&moves=0.9'));
        // lang: the words change, the game stays.
        await set('lang', 'da');
        await page.waitForFunction(() =>
          /Spiller 1 er i trækket/.test(document.getElementById('square').shadowRoot.textContent),
        );
        assert.ok((await page.evaluate(() => document.getElementById('square').record)).endsWith('&moves=0.9'));
        // theme: dark and light whatever the reader's system says.
        const bg = () =>
          page.evaluate(() => getComputedStyle(document.getElementById('square')).getPropertyValue('--bg').trim());
        assert.equal(await bg(), '#fbfaf6');
        await set('theme', 'dark');
        assert.equal(await bg(), '#14171d');
        await page.emulateMedia({ colorScheme: 'dark' });
        await set('theme', 'light');
        assert.equal(await bg(), '#fbfaf6');
        await set('theme', 'auto');
        assert.equal(await bg(), '#14171d');
        await page.emulateMedia({ colorScheme: 'light' });
        // readonly: nothing to click; controls off: no step buttons; size: narrower.
        await set('readonly', '');
        await page.waitForFunction(() =>
          document.getElementById('square').shadowRoot.querySelector('svg.board-svg:not(.live)'),
        );
        assert.equal(await sq.locator('.line.can').count(), 0);
        assert.equal(await page.evaluate(() => document.getElementById('square').play('2')), false);
        assert.equal(await sq.locator('.board-help').isVisible(), false, 'a readonly board says how to move');
        await set('controls', null);
        await page.waitForFunction(() => !document.getElementById('square').shadowRoot.querySelector('.controls'));
        const width = () => page.evaluate(() => document.getElementById('square').getBoundingClientRect().width);
        const medium = await width();
        await set('size', 'small');
        assert.ok((await width()) < medium, 'size=small is narrower');
        await shot('embed-attributes-1280');
      });
    },
  },
  {
    name: 'embed: a small board of a big Dots field starts whole with every coordinate, and zooms in and back',
    async run({ page, base, shot }) {
      // Before: a small 15 × 15 board started zoomed to a finger's size and showed columns 3–12
      // only, no row numbers: a part of a field that told the reader nothing.
      for (const [w, h] of [
        [1280, 800],
        [320, 640],
      ]) {
        await page.setViewportSize({ width: w, height: h });
        await withHost(async (host) => {
          await page.goto(`${host}/blank.html`);
          await addScript(page, base);
          await addBoard(page, 'big', {
            setup: 'game=dots&size=15x15',
            seats: 'human,bot1',
            theme: 'dark',
            size: 'small',
          });
          await shown(page, ['big']);
          const big = board(page, 'big');
          await big.locator('.board-zoom').waitFor();
          const look = () =>
            page.evaluate(() => {
              const root = document.getElementById('big').shadowRoot;
              const frame = root.querySelector('.board-scroll').getBoundingClientRect();
              const inside = (el) => {
                const r = el.getBoundingClientRect();
                return (
                  r.left >= frame.left - 1 &&
                  r.right <= frame.right + 1 &&
                  r.top >= frame.top - 1 &&
                  r.bottom <= frame.bottom + 1
                );
              };
              const labels = [...root.querySelectorAll('.coords text')];
              return {
                zoomed: !!root.querySelector('.board-scroll.zoomed'),
                points: [...root.querySelectorAll('.pt')].filter(inside).length,
                shownLabels: labels.filter(inside).map((t) => t.textContent),
                labels: labels.length,
              };
            });
          const start = await look();
          assert.equal(start.zoomed, false, `${w} px: the small board starts zoomed`);
          assert.equal(start.points, 225, `${w} px: ${start.points} of the 225 points inside the frame`);
          // Every row's number and the columns' (every one, or 1, 5, 10, 15 where two digits
          // would touch), all inside the frame.
          assert.ok(start.labels >= 15 + 4, `${w} px: ${start.labels} coordinates drawn`);
          assert.equal(start.shownLabels.length, start.labels, `${w} px: shown: ${start.shownLabels.join(' ')}`);
          for (let i = 1; i <= 15; i++)
            assert.ok(start.shownLabels.includes(String(i)), `${w} px: row ${i} has no number`);
          await shot(`embed-small-dots-${w}`);
          // The zoom stays: in to a bigger drawing (the frame pans), and Fit shows it whole again.
          await big.locator('.board-zoom button[aria-label="Zoom in"]').click();
          await page.waitForFunction(() =>
            document.getElementById('big').shadowRoot.querySelector('.board-scroll.zoomed'),
          );
          assert.ok((await look()).points < 225, `${w} px: zoomed in, a part of the field`);
          await big.locator('.board-zoom button', { hasText: 'Fit' }).click();
          await page.waitForFunction(
            () => !document.getElementById('big').shadowRoot.querySelector('.board-scroll.zoomed'),
          );
          assert.equal((await look()).points, 225, `${w} px: whole again`);
        });
      }
    },
  },
  {
    name: 'embed: the iframe page opened without a fragment says the game goes after # in its address, in four languages',
    async run({ page, base }) {
      // Before: it asked an iframe's author for a setup attribute, which an iframe cannot have.
      for (const [lang, words] of [
        ['en', /cannot be shown: its link is empty\. In an iframe, the game goes after # in the address/],
        ['da', /kan ikke vises: dets link er tomt\. I en iframe skal spillet stå efter # i adressen/],
        ['de', /angezeigt werden: Sein Link ist leer\. In einem Iframe steht die Partie hinter # in der Adresse/],
        ['nb', /kan ikke vises: lenken er tom\. I en iframe står partiet etter # i adressen/],
      ]) {
        await page.goto(`${base}/embed/${lang === 'en' ? '' : `?lang=${lang}`}`);
        const problem = page.locator('paperdots-board .problem[role=alert]');
        await problem.waitFor();
        const shownText = await problem.textContent();
        assert.match(shownText, words, lang);
        assert.match(shownText, /#v=1&/, `${lang}: names a share link's fragment`);
        assert.doesNotMatch(shownText, /setup=|setup-|setup attribute/i, `${lang}: asks for an attribute`);
      }
      // The fragment then shows the board.
      await page.evaluate(() => (location.hash = '#game=boxes&size=2x2'));
      await see(page, 'paperdots-board >> svg.board-svg');
    },
  },
  {
    name: 'embed: events and the JS API — play(token), record, move, end and error',
    async run({ page, base }) {
      await withHost(async (host) => {
        await openHost(page, base, host);
        await recordEvents(page);
        await addBoard(page, 'api', { setup: 'game=boxes&size=1x1' });
        await shown(page, ['api']);
        const api = (f, arg) =>
          page.evaluate(([src, a]) => new Function('b', 'a', src)(document.getElementById('api'), a), [f, arg]);
        assert.equal(
          await api('return b.record'),
          'game=boxes&grid=square&size=1x1&border=open&misere=0&players=2&moves=',
        );
        assert.equal(await api('return b.play("0")'), true);
        // A refused move: an error event with the core's code, the message inside the element.
        assert.equal(await api('return b.play("7")'), false);
        const [refused] = await events(page, 'error');
        assert.equal(refused.detail.code, 'line-range');
        await page.waitForFunction(() => document.getElementById('api').shadowRoot.querySelector('.error[role=alert]'));
        assert.match(
          await board(page, 'api').locator('.error[role=alert]').textContent(),
          /^Move 2: the board has lines 0 to 3\.$/,
        );
        for (const tok of ['1', '2', '3']) assert.equal(await api('return b.play(a)', tok), true);
        const moves = await events(page, 'move');
        assert.deepEqual(
          moves.filter((e) => e.id === 'api').map((e) => [e.detail.token, e.detail.seat]),
          [
            ['0', 1],
            ['1', 2],
            ['2', 1],
            ['3', 2],
          ],
        );
        const ends = await events(page, 'end');
        assert.equal(ends.length, 1);
        assert.deepEqual(ends[0].detail.result.winners, [2]);
        assert.deepEqual(ends[0].detail.scores, [0, 1]);
        assert.match(await text(page, 'api', '[data-testid=status]'), /Player 2 wins/);
        // Setting the record shows that game.
        await api('b.record = a', 'game=shutin&size=4x4&moves=a2');
        await page.waitForFunction(() => document.getElementById('api').record.includes('game=shutin'));
        assert.equal(await page.evaluate(() => document.getElementById('api').getAttribute('moves')), 'a2');
        assert.equal(await board(page, 'api').locator('.sq.seat1').count(), 3);
      });
    },
  },
  {
    name: "embed: a bad setup or attribute shows a message in the element's language and fires error; the page goes on",
    async run({ page, base, shot }) {
      await withHost(async (host) => {
        await openHost(page, base, host);
        await recordEvents(page);
        const bad = [
          [
            'bad-game',
            { setup: 'game=chess', lang: 'de' },
            'game-unknown',
            /Dieses Paperdots-Brett kann nicht angezeigt werden: Paperdots hat kein Spiel namens „chess“; seine Spiele sind: Käsekästchen, Dots, Einsperren/,
          ],
          [
            'bad-move',
            { setup: 'game=boxes&size=1x1', moves: '0 0' },
            'line-drawn',
            /This Paperdots board cannot be shown: /,
          ],
          [
            'bad-seats',
            { setup: 'game=boxes', seats: 'human', lang: 'nb' },
            'seats-count',
            /seats oppgir 1 plass, men dette partiet har 2/,
          ],
          [
            'bad-start',
            { setup: 'game=boxes', moves: '0', 'start-at': '5', lang: 'da' },
            'start-range',
            /start-at 5 ligger efter slutningen: spillet har 1 træk/,
          ],
          [
            'bad-theme',
            { setup: 'game=boxes', theme: 'pink' },
            'theme',
            /theme: “pink” is not one of auto, light, dark/,
          ],
          ['bad-none', {}, 'setup-missing', /it has no setup/],
          ['bad-link', { link: '#v=1&n=3&c=zzzzzz&game=boxes&moves=0.1.2' }, 'link', /its link cannot be read: /],
        ];
        for (const [id, attrs] of bad) await addBoard(page, id, attrs);
        await page.waitForFunction((n) => window.events.filter((e) => e.type === 'error').length >= n, bad.length);
        const errors = await events(page, 'error');
        for (const [id, , code, words] of bad) {
          const e = errors.find((x) => x.id === id);
          assert.ok(e, `no error event from ${id}`);
          assert.equal(e.detail.code, code, id);
          const shownText = await board(page, id).locator('.problem[role=alert]').textContent();
          assert.match(shownText, words, id);
          assert.ok(shownText.endsWith(e.detail.message), `${id}: the event carries the message shown`);
          assert.equal(await board(page, id).locator('svg.board-svg').count(), 0, id);
        }
        // Fixing the attribute brings the board.
        await page.evaluate(() => document.getElementById('bad-game').setAttribute('setup', 'game=boxes&size=2x2'));
        await shown(page, ['bad-game']);
        // The rest of the page still works.
        await board(page, 'square').locator('.line.can').first().click();
        await page.waitForFunction(() => window.events.some((e) => e.type === 'move' && e.id === 'square'));
        await shot('embed-errors-1280');
      });
    },
  },
  {
    name: 'embed: boards on one page load the module once, and the engine module of each family on it once',
    async run({ page, base }) {
      await withHost(async (host) => {
        const got = [];
        page.on('request', (r) => got.push(new URL(r.url()).pathname));
        await openHost(page, base, host);
        // A second script tag for the same element, then two more boards.
        await addScript(page, base);
        await addBoard(page, 'more1', { setup: 'game=boxes&grid=tri&size=2x2' });
        await addBoard(page, 'more2', { setup: 'game=shutin&size=4x4' });
        await shown(page, ['more1', 'more2']);
        const count = (re) => got.filter((p) => re.test(p)).length;
        assert.equal(await page.evaluate(() => document.querySelectorAll('paperdots-board').length), 5);
        assert.equal(count(/\/embed\/paperdots-board\.js$/), 1, got.join(' '));
        // one engine module per family on the page (boxes and Shut In boards), each fetched once
        assert.equal(count(/\/paperdots-boxes-[\w-]+\.wasm$/), 1, got.join(' '));
        assert.equal(count(/\/paperdots-shutin-[\w-]+\.wasm$/), 1, got.join(' '));
        assert.equal(count(/\.wasm$/), 2, got.join(' '));
        assert.equal(count(/bot-worker/), 0, 'no worker before a bot has to move');
      });
    },
  },
  {
    name: 'embed: axe-core finds no violations on a page with boards (light and dark, four languages) and on /embed/',
    async run({ page, base, axe }) {
      await withHost(async (host) => {
        await openHost(page, base, host);
        for (const [i, lang] of ['da', 'nb'].entries())
          await addBoard(page, `lang${i}`, { setup: 'game=shutin&size=4x4', lang, controls: '' });
        await shown(page, ['lang0', 'lang1']);
        const found = (await axe()).map((v) => `host light: ${v}`);
        await page.emulateMedia({ colorScheme: 'dark' });
        found.push(...(await axe()).map((v) => `host dark: ${v}`));
        await page.goto(`${base}/embed/?lang=de&controls&start-at=1#game=boxes&size=2x2&moves=0.5`);
        await see(page, 'paperdots-board >> svg.board-svg');
        found.push(...(await axe()).map((v) => `/embed/ dark: ${v}`));
        assert.deepEqual(found, [], found.join('; '));
      });
    },
  },
  {
    name: 'embed: the README example pasted into a plain page of another origin gives live, playable boards',
    async run({ page, base }) {
      const example = readmeExample();
      assert.match(example, /YOUR-PAPERDOTS-SITE/);
      await withHost(async (host) => {
        await page.goto(`${host}/blank.html`);
        await recordEvents(page);
        const html = example.replace(/https:\/\/YOUR-PAPERDOTS-SITE/g, base);
        await page.evaluate(
          (h) => document.querySelector('main').append(document.createRange().createContextualFragment(h)),
          html,
        );
        const count = await page.evaluate(() => document.querySelectorAll('paperdots-board').length);
        assert.ok(count >= 2, `${count} boards in the example`);
        await page.waitForFunction(
          () =>
            [...document.querySelectorAll('paperdots-board')].every((b) =>
              b.shadowRoot?.querySelector('svg.board-svg.live'),
            ),
          null,
        );
        assert.equal(await page.evaluate(() => window.events.filter((e) => e.type === 'error').length), 0);
        // Each board takes a move from the reader.
        for (let i = 0; i < count; i++) {
          await page.locator('paperdots-board').nth(i).locator('.can').first().click();
          await page.waitForFunction((n) => window.events.filter((e) => e.type === 'move').length > n, i);
        }
      });
    },
  },
  {
    name: "embed: the play page's Copy embed code gives a script tag and an iframe that show the same position",
    async run({ page, base, shot }) {
      await startBoxes(page, base, { size: '2x2', seats: ['h', 'b1'] });
      await draw(page, 0);
      await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length >= 2, null);
      await page.locator('summary', { hasText: 'Copy embed code' }).click();
      const record = await page.inputValue('#record-text');
      const script = await page.inputValue('#embed-script');
      const iframe = await page.inputValue('#embed-iframe');
      assert.match(
        script,
        new RegExp(`^<script type="module" src="${base}/embed/paperdots-board.js"></script>\n<paperdots-board `),
      );
      assert.match(script, /seats="human,bot1" lang="en" controls>/);
      await page.setViewportSize({ width: 320, height: 640 });
      await shot('embed-code-320');
      // The iframe's page: the same record on the site's /embed/ page.
      const src = /src="([^"]*)"/.exec(iframe)[1].replace(/&amp;/g, '&');
      const tab = await page.context().newPage();
      await tab.goto(src);
      await see(tab, 'paperdots-board >> svg.board-svg');
      assert.equal(await tab.evaluate(() => document.querySelector('paperdots-board').record), record);
      assert.match(await tab.title(), /Dots and Boxes board, 2 × 2 · Paperdots/);
      await tab.close();
      // The script tag pasted into a page of another origin.
      await withHost(async (host) => {
        const other = await page.context().newPage();
        await other.goto(`${host}/blank.html`);
        await other.evaluate(
          (html) => document.body.append(document.createRange().createContextualFragment(html)),
          script,
        );
        await see(other, 'paperdots-board >> svg.board-svg');
        assert.equal(await other.evaluate(() => document.querySelector('paperdots-board').record), record);
        await other.close();
      });
    },
  },
];
