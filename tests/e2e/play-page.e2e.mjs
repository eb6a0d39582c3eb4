// play-page.e2e.mjs — browser tests for the play page as players find it: link play for one seat,
// self-checking links, unreadable fragments, resign confirmation, undoable deletes with dates and
// scores, grid default sizes, Shut In's result words, disclosure markers and remembered names.
import assert from 'node:assert/strict';
import { draw, moreOptions, openFresh, see, startBoxes } from './helpers.mjs';

const status = (page) => page.textContent('[data-testid=status]');

export const tests = [
  {
    name: 'link play: a link for seat 2 refuses seat 1’s move, and after seat 2’s move waits with Share first',
    async run({ page, base }) {
      await startBoxes(page, base);
      await draw(page, 3);
      // The link made after seat 1's move is for seat 2.
      const url = await page.inputValue('#share-url');
      assert.match(url, /&you=2/);
      const first = url.replace(/&moves=3&/, '&moves=&').replace(/&n=\d+&c=[0-9a-z]+/, '');
      // Opened before seat 1 has moved: seat 1 is to move, and this device plays seat 2 only.
      const tab = await page.context().newPage();
      await tab.goto(first);
      await see(tab, '.board-svg');
      assert.match(await status(tab), /Waiting for Player 1 — send them the link/);
      assert.equal(await tab.locator('.line.can').count(), 0, 'no line can be drawn for seat 1');
      await tab.click('.line[data-line="5"]', { force: true });
      assert.equal(await tab.locator('.line[data-line="5"]:not(.free)').count(), 0, 'seat 1’s move was played');
      assert.equal(await tab.locator('.game-actions >> text=Resign').isDisabled(), true);
      // The link after seat 1's move: seat 2 moves, then the board locks and Share leads.
      await openFresh(tab, url);
      await see(tab, '.line.can');
      assert.ok((await tab.textContent('.link-seat')).includes('Player 2'));
      await draw(tab, 10);
      await tab.waitForFunction(() =>
        /Waiting for Player 1/.test(document.querySelector('[data-testid=status]').textContent),
      );
      assert.equal(await tab.locator('.line.can').count(), 0);
      assert.equal(await tab.locator('.share-panel.lead [data-testid=share].primary').count(), 1);
      // Share is the step right after the board's status: it comes before the board.
      const order = await tab.evaluate(() => {
        const share = document.querySelector('.share-panel.lead');
        const board = document.querySelector('.board-svg');
        return !!(share.compareDocumentPosition(board) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      assert.ok(order, 'the Share panel comes before the board');
      // A reload keeps this device on seat 2 (the address bar holds this device's own copy).
      await tab.reload();
      await see(tab, '.board-svg');
      assert.match(await status(tab), /Waiting for Player 1/);
      for (const [lang, word] of Object.entries({ da: 'Venter på', de: 'Warten auf', nb: 'Venter på' })) {
        await openFresh(tab, tab.url().replace(/\/(en|da|de|nb)\/play\//, `/${lang}/play/`));
        await see(tab, '.share-panel.lead');
        assert.match(await status(tab), new RegExp(word), lang);
      }
      await tab.close();
      // The plain game on the first device still plays both seats.
      await draw(page, 10);
      assert.match(await status(page), /Player 1/);
      await draw(page, 5);
    },
  },
];

tests.push({
  name: 'links: a fragment that is no game link at all says it could not be read; the skip link’s #main does not',
  async run({ page, base }) {
    for (const frag of ['#%%%zz', '#hello']) {
      await openFresh(page, `${base}/en/play/${frag}`);
      const alert = page.locator('.link-problem[role=alert]');
      await alert.waitFor();
      assert.match(
        await alert.textContent(),
        /not a game link that Paperdots can read.*saved games are untouched/,
        frag,
      );
      await see(page, 'form.setup');
    }
    await openFresh(page, `${base}/de/play/#%%%zz`);
    await page.locator('.link-problem[role=alert]').waitFor();
    assert.match(await page.textContent('.link-problem'), /kein Partie-Link/);
    await openFresh(page, `${base}/en/play/#main`);
    await see(page, 'html[data-hydrated] form.setup');
    await page.waitForTimeout(300);
    assert.equal(await page.locator('.link-problem').count(), 0);
  },
});

tests.push({
  name: 'focus: a game started from the form takes focus to its title; a game a link opens with the page leaves focus at the page start',
  async run({ page, base }) {
    const focused = () =>
      page.evaluate(() => (document.activeElement.className || document.activeElement.tagName).toString());
    await startBoxes(page, base);
    assert.equal(await focused(), 'game-title', 'Play leaves focus in the form that is gone');
    const link = `${base}/en/play/#v=1&game=boxes&grid=square&size=3x3&border=open&misere=0&players=2&moves=3&id=focus123&seats=h,h&names=,`;
    await page.goto('about:blank');
    await page.goto(link);
    await see(page, 'html[data-hydrated] .board-svg');
    await page.waitForTimeout(200);
    assert.equal(
      await focused(),
      'BODY',
      'the title of the game the link opened with the page takes focus (and shows its ring)',
    );
    // a game started by the player again takes focus
    await page.click('.game-actions >> text=New game');
    await page.click('form.setup button[type=submit]');
    await see(page, '.board-svg');
    assert.equal(await focused(), 'game-title');
    // a link pasted into this tab opens another game in the same view: its title takes focus
    await page.evaluate(() => document.activeElement.blur());
    await page.evaluate(() => {
      location.hash =
        '#v=1&game=boxes&grid=square&size=1x1&border=open&misere=0&players=2&moves=0.1.2&id=focus456&seats=h,h&names=,';
    });
    await page.waitForFunction(() => document.querySelectorAll('.board-svg .line').length === 4);
    assert.equal(await focused(), 'game-title', 'a pasted link leaves focus where it was');
    // the last line ends the game; Rematch (gone once pressed) takes focus to the new game's title
    await draw(page, 3);
    await page.click('text=Rematch');
    await page.waitForFunction(() => document.querySelectorAll('.board-svg .line.free').length === 4);
    assert.equal(await focused(), 'game-title', 'Rematch leaves focus on a button that is gone');
  },
});

tests.push({
  name: 'resign asks first: Cancel (and Escape) keep the game, Resign ends it',
  async run({ page, base, axe }) {
    await startBoxes(page, base);
    await draw(page, 3);
    await page.click('.game-actions >> text=Resign');
    await see(page, 'dialog[open].confirm-dialog');
    assert.match(
      await page.textContent('dialog[open]'),
      /Resign this game\?.*It ends now; you can take it back with Undo until the next move\./,
    );
    assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'confirm-no');
    assert.deepEqual(await axe(), [], 'axe with the dialog open');
    await page.click('dialog[open] [data-testid=confirm-no]');
    await page.waitForSelector('dialog.confirm-dialog:not([open])', { state: 'attached' });
    assert.equal(await page.locator('.result').count(), 0);
    await page.click('.game-actions >> text=Resign');
    await see(page, 'dialog[open]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog.confirm-dialog:not([open])', { state: 'attached' });
    assert.equal(await page.locator('.result').count(), 0);
    await draw(page, 10); // the game goes on
    await page.click('.game-actions >> text=Resign');
    await page.click('dialog[open] [data-testid=confirm-yes]');
    await see(page, '.result-main');
    assert.equal(await page.textContent('.result-main'), 'Player 1 resigned. Player 2 wins.');
  },
});

tests.push({
  name: 'saved games: each shows its date, whose turn and the score; Delete can be undone until its toast expires',
  async run({ page, base, shot }) {
    await page.goto(`${base}/en/play/`);
    await page.evaluate(() => localStorage.clear());
    await startBoxes(page, base, { size: '2x2' });
    // Seat 1 closes a box with its fourth line: 0, 2 and 3 by turns, then seat 2 gives it away.
    for (const line of [0, 6, 2, 5, 3]) await draw(page, line);
    const id = (await page.inputValue('#share-url')).match(/&id=([a-z0-9]+)/)[1];
    const key = `paperdots:v1:game:${id}`;
    // What the game showed (from the core) is what the list shows.
    const scores = await page.$$eval('.scoreboard .score', (els) => els.map((e) => e.textContent));
    const mover = (await status(page)).trim();
    assert.notDeepEqual(scores, ['0', '0'], 'a box was closed');
    await page.click('.game-actions >> text=New game');
    const li = `.saved-games li[data-game-id="${id}"]`;
    await see(page, li);
    const year = String(new Date().getFullYear());
    const facts = await page.textContent(`${li} .saved-facts`);
    assert.ok(facts.includes(year), facts);
    assert.ok(facts.endsWith(` · ${mover} · Score: Player 1 ${scores[0]}, Player 2 ${scores[1]}`), facts);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.click(`${li} >> text=Delete`);
    await page.waitForSelector(li, { state: 'detached' });
    await see(page, '.toast button');
    assert.match(await page.textContent('.toast'), /Deleted: Dots and Boxes/);
    await shot('saved-delete-toast-320');
    assert.ok(await page.evaluate((k) => localStorage.getItem(k), key), 'kept in storage while Undo is offered');
    await page.click('.toast >> text=Undo');
    await see(page, li);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.click(`${li} >> text=Delete`);
    await page.waitForSelector('.toast button', { state: 'detached' });
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), null, 'removed when the toast expires');
    assert.equal(await page.locator(li).count(), 0);
  },
});

tests.push({
  name: 'saved games: the date and the words follow the page language',
  async run({ page, base }) {
    await page.goto(`${base}/de/play/`);
    await page.evaluate(() => localStorage.clear());
    await startBoxes(page, base, { lang: 'de', size: '2x2' });
    await draw(page, 0);
    await page.click('.game-actions >> text=Neues Spiel');
    await see(page, '.saved-games li');
    const facts = await page.textContent('.saved-games .saved-facts');
    const date = await page.evaluate(() => new Intl.DateTimeFormat('de', { dateStyle: 'medium' }).format(new Date()));
    assert.ok(facts.startsWith(date), `${facts} starts with ${date}`);
    assert.match(facts, /Spieler 2 ist am Zug · Stand: Spieler 1 0, Spieler 2 0$/);
  },
});

tests.push({
  name: 'setup: choosing a grid picks its default size (triangles 3×3), a size chosen by hand stays',
  async run({ page, base }) {
    await page.goto(`${base}/en/play/`);
    await page.waitForSelector('html[data-hydrated] form.setup');
    await page.check('input[name=game][value=boxes]');
    await moreOptions(page);
    const size = () => page.inputValue('#size');
    assert.equal(await size(), '4x4');
    await page.check('input[name=grid][value=tri]');
    assert.equal(await size(), '3x3', 'triangles');
    await page.check('input[name=grid][value=hex]');
    assert.equal(await size(), '4x4', 'hexagons');
    await page.check('input[name=grid][value=tri]');
    assert.equal(await size(), '3x3', 'triangles again');
    await page.check('input[name=grid][value=square]');
    assert.equal(await size(), '4x4', 'squares');
    await page.selectOption('#size', '5x5');
    await page.check('input[name=grid][value=hex]');
    assert.equal(await size(), '5x5', 'a size picked by hand stays when the grid offers it');
    // The home page's triangle card opens a 3x3 board too.
    await openFresh(page, `${base}/en/play/#game=boxes&grid=tri`);
    await page.waitForSelector('html[data-hydrated] form.setup');
    assert.equal(await size(), '3x3');
  },
});

/** WCAG contrast ratio of two CSS rgb() colours. */
function contrast(a, b) {
  const lum = (c) => {
    const [r, g, bl] = c
      .match(/\d+(\.\d+)?/g)
      .slice(0, 3)
      .map((x) => {
        const v = Number(x) / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

tests.push({
  name: 'look: disclosure markers on records, numbered turns, undrawn lines ≥ 3:1 in light and dark mode',
  async run({ page, base, shot }) {
    await startBoxes(page, base);
    for (const line of [0, 6, 2]) await draw(page, line);
    const marker = (sel) =>
      page.$eval(sel, (e) => {
        const s = getComputedStyle(e, '::before');
        return `${s.content}|${s.transform}`;
      });
    const closed = await marker('.record summary');
    assert.match(closed, /▸/);
    await page.click('.record summary');
    assert.notEqual(await marker('.record summary'), closed, 'the marker turns when open');
    assert.deepEqual(await page.$$eval('.movelist .turn-no', (els) => els.map((e) => e.textContent)), [
      '1.',
      '2.',
      '3.',
    ]);
    for (const colorScheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme });
      const [stroke, bg] = await page.evaluate(() => [
        getComputedStyle(document.querySelector('.line.free .stroke')).stroke,
        getComputedStyle(document.body).backgroundColor,
      ]);
      const ratio = contrast(stroke, bg);
      assert.ok(ratio >= 3, `${colorScheme}: undrawn lines ${stroke} on ${bg}: ${ratio.toFixed(2)}:1`);
    }
    await shot('boxes-dark-1280');
    await page.click('.game-actions >> text=New game');
    await see(page, '.import-record summary');
    assert.match(await marker('.import-record summary'), /▸/);
  },
});

tests.push({
  name: 'words: German, Danish and Norwegian wording as the rules pages say it',
  // make test-long: the wording of three languages: a language sweep
  long: true,
  async run({ page, base }) {
    const open = async (lang, record) => {
      await openFresh(page, `${base}/${lang}/play/#v=1&${record}`);
      await see(page, '.result-main');
      return page.textContent('.result-main');
    };
    const two = 'game=boxes&grid=square&size=2x1&border=open&misere=0&players=2&moves=0.1.2.3.4.5.6';
    const one = 'game=boxes&grid=square&size=1x1&border=open&misere=0&players=2&moves=0.1.2.3';
    assert.equal(await open('de', two), 'Spieler 2 gewinnt mit 2 Feldern Vorsprung.');
    assert.equal(await open('de', one), 'Spieler 2 gewinnt mit 1 Feld Vorsprung.');
    assert.equal((await page.textContent('.result >> text=Anderer Spieler beginnt')).trim(), 'Anderer Spieler beginnt');
    assert.equal(await open('da', two), 'Spiller 2 vinder med 2 point.');
    assert.match(await page.textContent('.record summary'), /^Partinotation \(tekst\)$/);
    await open('nb', two);
    assert.match(await page.textContent('.record summary'), /^Partinotasjon \(tekst\)$/);
    // The setup's words.
    await page.goto(`${base}/de/play/`);
    await page.waitForSelector('html[data-hydrated] form.setup');
    await page.check('input[name=game][value=boxes]');
    const form = await page.textContent('form.setup');
    assert.match(form, /Schwedisches Brett: mit vorgezeichnetem Rand/);
    assert.match(form, /Misère: Wer die wenigsten Kästchen hat, gewinnt/);
    await page.goto(`${base}/nb/play/`);
    await page.waitForSelector('html[data-hydrated] form.setup');
    await page.check('input[name=game][value=shutin]');
    await moreOptions(page);
    await page.waitForSelector('form.setup #blocked'); // Shut In's options load when it is chosen
    assert.match(await page.textContent('form.setup'), /Blokkerte ruter/);
    assert.match(await page.textContent('.import-record summary'), /Åpne en partinotasjon/);
    await page.goto(`${base}/nb/`);
    assert.match(await page.textContent('body'), /rutearket.*bikake|bikake.*rutearket/s);
    await page.goto(`${base}/da/`);
    assert.match(await page.textContent('body'), /kryds og boller/);
    await page.goto(`${base}/de/`);
    assert.match(await page.textContent('body'), /Wer die meisten Kästchen hat, gewinnt\./);
  },
});

tests.push({
  name: 'names: the names typed in the setup are remembered on this device and prefilled next time',
  async run({ page, base }) {
    await page.goto(`${base}/en/play/`);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.waitForSelector('html[data-hydrated] form.setup');
    assert.equal(await page.inputValue('#seat-1-name'), '');
    await moreOptions(page);
    await page.fill('#seat-1-name', 'Åse');
    await page.fill('#seat-2-name', 'Bo');
    await page.selectOption('#seat-2-kind', 'h');
    await page.click('form.setup button[type=submit]');
    await see(page, '.board-svg');
    assert.match(await page.textContent('.scoreboard'), /Åse.*Bo/s);
    assert.deepEqual(JSON.parse(await page.evaluate(() => localStorage.getItem('paperdots:v1:names'))).slice(0, 2), [
      'Åse',
      'Bo',
    ]);
    // Another visit, and a home card's link to another game: the names are there.
    for (const url of [`${base}/de/play/`, `${base}/en/play/#game=shutin`]) {
      await page.goto(`${base}/en/`);
      await page.goto(url);
      await page.waitForSelector('html[data-hydrated] form.setup');
      await page.waitForFunction(() => document.querySelector('#seat-1-name').value === 'Åse');
      assert.equal(await page.inputValue('#seat-2-name'), 'Bo', url);
    }
  },
});

tests.push({
  name: 'fit: at 1280×800 a hex 4×4 and a Shut In 8×8 board end above the fold',
  async run({ page, shot, base }) {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [name, frag] of [
      ['hex', 'game=boxes&grid=hex&size=4x4'],
      ['shutin', 'game=shutin&size=8x8'],
    ]) {
      await openFresh(page, `${base}/en/play/#v=1&${frag}&moves=`);
      await see(page, '.board-svg');
      const [bottom, fold] = await page.$eval('.board-svg', (e) => [e.getBoundingClientRect().bottom, innerHeight]);
      assert.ok(bottom <= fold, `${name}: the board ends at ${bottom}px, below the fold at ${fold}px`);
      await shot(`fit-${name}-1280x800`);
    }
  },
});

tests.push({
  name: 'sound: off by default; when turned on a move plays one tone and a capture another, and the choice is kept',
  async run({ page, base }) {
    // Record the tones the page asks the Web Audio API for (the page's own code path runs).
    await page.addInitScript(() => {
      window.__tones = [];
      window.__contexts = 0;
      const Real = window.AudioContext;
      window.AudioContext = class extends Real {
        constructor(...a) {
          super(...a);
          window.__contexts += 1;
        }
        createOscillator() {
          const osc = super.createOscillator();
          const start = osc.start.bind(osc);
          osc.start = (...a) => {
            window.__tones.push(osc.frequency.value);
            return start(...a);
          };
          return osc;
        }
      };
    });
    await page.goto(`${base}/en/play/`);
    await page.evaluate(() => localStorage.clear());
    await startBoxes(page, base);
    await draw(page, 0);
    assert.deepEqual(
      await page.evaluate(() => [window.__contexts, window.__tones.length]),
      [0, 0],
      'silent by default',
    );
    await page.click('.prefs summary');
    await page.check('.prefs input[type=checkbox]');
    await draw(page, 3);
    await page.waitForFunction(() => window.__tones.length === 1);
    const move = await page.evaluate(() => window.__tones.slice());
    await draw(page, 4);
    await draw(page, 7); // the fourth side of the corner box: a capture
    await page.waitForFunction(() => window.__tones.length >= 4);
    const capture = await page.evaluate(() => window.__tones.slice(2));
    assert.notDeepEqual(capture, move.concat(move), `a capture sounds different: ${move} vs ${capture}`);
    assert.equal(capture.length, 2, 'the capture sound is two tones');
    await page.reload();
    await see(page, '.board-svg');
    await page.click('.prefs summary');
    assert.equal(await page.isChecked('.prefs input[type=checkbox]'), true, 'sound stays on after a reload');
    assert.equal(await page.locator('.prefs select').count(), 0, 'no pace choice without a bot');
  },
});

tests.push({
  name: 'bot pace: “Slow” makes the bot’s reply wait longer than the normal pace, and is kept',
  async run({ page, base }) {
    await page.goto(`${base}/en/play/`);
    await page.evaluate(() => localStorage.clear());
    await startBoxes(page, base, { seats: ['h', 'b1'] });
    await page.click('.prefs summary');
    await page.selectOption('.prefs select', 'slow');
    const t0 = Date.now();
    await page.click('.line.can[data-line="0"]');
    await page.waitForFunction(() => document.querySelectorAll('.line:not(.free)').length === 2);
    const waited = Date.now() - t0;
    assert.ok(waited >= 1250, `the bot answered after ${waited} ms at the slow pace`);
    assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem('paperdots:v1:prefs'))).pace, 'slow');
  },
});

tests.push({
  name: 'words by language: a page carries its own language’s words only (in its HTML); the root page all four',
  async run({ page, base }) {
    // Everything the page fetched as text (its HTML and scripts), to look for other languages' words.
    const bodies = [];
    page.on('response', async (r) => {
      if (/\.(js|html)$|\/$/.test(new URL(r.url()).pathname)) bodies.push(await r.text().catch(() => ''));
    });
    await page.goto(`${base}/de/play/`);
    await page.waitForSelector('html[data-hydrated] form.setup');
    await page.click('form.setup button[type=submit]');
    await see(page, '.board-svg');
    // A German word that only the live page shows (the game view is not prerendered).
    assert.equal(await page.textContent('.prefs summary'), 'Ton und Tempo');
    const all = bodies.join('\n');
    assert.ok(all.includes('Ton bei jedem Zug'), 'the German words came with the page');
    for (const other of ['Spil en lyd ved hvert træk', 'Spill en lyd ved hvert trekk', 'Play a sound for each move'])
      assert.ok(!all.includes(other), `another language came too: ${other}`);
    bodies.length = 0;
    await page.goto(`${base}/#stay`);
    await page.waitForSelector('html[data-hydrated]');
    const root = bodies.join('\n');
    for (const word of [
      'Ton bei jedem Zug',
      'Spil en lyd ved hvert træk',
      'Spill en lyd ved hvert trekk',
      'Play a sound for each move',
    ])
      assert.ok(root.includes(word), `the root page lacks ${word}`);
  },
});

tests.push({
  name: "engine modules: a page loads only its game's family module; another family's loads when chosen, and its bot plays",
  async run({ page, base }) {
    const wasm = [];
    page.on('request', (r) => {
      const m = /\/paperdots-(\w+)-[\w-]+\.wasm$/.exec(new URL(r.url()).pathname);
      if (m) wasm.push(m[1]);
      else assert.doesNotMatch(r.url(), /\.wasm$/, 'only the per-family modules are fetched');
    });
    await page.goto(`${base}/en/play/#v=1&game=dots&size=7x7&start=empty&moves=3-3&id=fam12345&seats=h,h&names=,`);
    await see(page, '.board-svg.dots');
    await page.waitForSelector('.pt[data-token="3-3"]:not(.can)');
    // fetched once: by the page's first script's preload (wasm-start), which the engine's fetch takes
    assert.deepEqual(wasm, ['dots'], wasm.join(' '));
    assert.match(await page.$eval('link[rel=preload][as=fetch]', (l) => l.href), /\/paperdots-dots-[\w-]+\.wasm$/);
    // A fresh page on the form (boxes first), then Shut In against a bot that moves first. The
    // saved Dots game is listed there with its turn and score, which it was saved with: the
    // list needs no Dots module for them.
    // (only this game: earlier tests' games in this profile may be of any family and format)
    await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => /:game:/.test(k) && !k.endsWith(':fam12345'))
        .forEach((k) => localStorage.removeItem(k)),
    );
    wasm.length = 0;
    await page.goto('about:blank');
    await page.goto(`${base}/en/play/`);
    await page.waitForSelector('html[data-hydrated] form.setup');
    const facts = await page.textContent('.saved-games li[data-game-id="fam12345"] .saved-facts');
    assert.match(facts, / · Player 2 to move · Score: Player 1 0, Player 2 0$/, facts);
    assert.deepEqual(wasm, ['boxes'], `the saved-games list loaded ${wasm.join(' ')}`);
    await page.check('input[name=game][value=shutin]');
    await moreOptions(page);
    await page.waitForSelector('input[name=gravity]');
    await page.selectOption('#seat-1-kind', 'b1');
    await page.selectOption('#seat-2-kind', 'h');
    await page.click('form.setup button[type=submit]');
    await page.waitForSelector('.board-svg.shutin');
    await page.waitForFunction(() => document.querySelectorAll('.sq.seat1').length >= 2, null);
    assert.deepEqual([...wasm].sort(), ['boxes', 'shutin'], wasm.join(' '));
  },
});
