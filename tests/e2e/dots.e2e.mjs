// dots.e2e.mjs — browser tests for Dots on the play page: captures and houses by clicks,
// grounding with its confirmation, the polish capture choice and the end by agreement, a team
// game of four, SGF out and in (a KataGoDots file under sui0), a link round trip, keyboard play with what a screen reader
// hears, zoom and pan for big boards at any window size, axe in four languages, screenshots.
import assert from 'node:assert/strict';
import { dot, inLanguages, moreOptions, openFresh, see, startBoxes, startDots } from './helpers.mjs';

const status = (page) => page.textContent('[data-testid=status]');
const scores = (page) => page.$$eval('.scoreboard .score', (els) => els.map((e) => e.textContent.trim()));
const names = (page) => page.$$eval('.scoreboard .name', (els) => els.map((e) => e.textContent.trim()));
/** Ground, say yes in the confirmation, and wait for the result. */
async function groundConfirmed(page) {
  await page.click('.game-actions [data-action=ground]');
  await page.waitForSelector('dialog.confirm-dialog[open]');
  await page.click('[data-testid=confirm-yes]');
  await see(page, '.result');
}
const said = (page) => page.textContent('.play-main [aria-live=polite]');
const dotsOn = (page) =>
  page.$$eval('.pt.seat1, .pt.seat2', (els) =>
    els.map((e) => `${e.dataset.token}${e.classList.contains('taken') ? 'x' : ''}`).sort(),
  );

// Blue (seat 1) and orange (seat 2) on a 7 × 7 field: orange's 4-3 closes a ring around blue's 4-4.
const CAPTURE = ['3-3', '3-4', '4-4', '4-5', '5-3', '5-4', '4-2', '4-3'];

export const tests = [
  {
    name: 'dots: a capture by clicks fills the area in the capturer’s colour, shows the dot as surrounded and says so',
    async run({ page, base }) {
      await startDots(page, base);
      assert.deepEqual(await scores(page), ['0', '0']);
      for (const p of CAPTURE) await dot(page, p);
      assert.deepEqual(await scores(page), ['0', '1']);
      assert.equal(await page.locator('.territory.seat2').count(), 1, 'one orange area');
      assert.equal(await page.locator('.pt.seat1.taken[data-token="4-4"]').count(), 1, '4-4 is shown surrounded');
      assert.equal(await page.locator('.pt.can[data-token="4-4"]').count(), 0);
      assert.match(await said(page), /Player 2 put a dot on 4-3\. One dot surrounded\. Player 1 to move\./);
      assert.equal(await page.locator('.last').count(), 1, 'the last dot is ringed');
      assert.match(await page.textContent('.movelist .move.current'), /4-3\s*\+1/);
    },
  },
  {
    name: 'dots: a house by clicks is drawn as a dashed outline, named to a listener, and an enemy dot in it is taken at once',
    async run({ page, base }) {
      await startDots(page, base);
      for (const p of ['2-2', '6-6', '3-1', '6-5', '4-2', '5-6', '3-3']) await dot(page, p);
      assert.equal(await page.locator('.house.seat1').count(), 1, 'blue has a house');
      assert.equal(await page.locator('.territory').count(), 0, 'an empty ring captures nothing');
      // The cursor starts on the last dot (3-3); one step down is the house's free point.
      await page.focus('.cursor');
      await page.keyboard.press('ArrowDown');
      const label = await page.getAttribute('.cursor', 'aria-label');
      assert.match(label, /^3-2, free, in a house of Player 1, next to: /);
      assert.match(label, /2-2 dot of Player 1/);
      await dot(page, '3-2');
      assert.deepEqual(await scores(page), ['1', '0'], 'orange’s dot in the house is captured');
      assert.equal(await page.locator('.territory.seat1').count(), 1);
      assert.equal(await page.locator('.house').count(), 0, 'the house became territory');
      assert.equal(await page.locator('.pt.seat2.taken[data-token="3-2"]').count(), 1);
    },
  },
  {
    name: 'dots: Ground asks first and says how many dots it costs; cancel keeps playing, confirm ends the game by grounding',
    async run({ page, base }) {
      await startDots(page, base);
      await dot(page, '3-3');
      await dot(page, '5-5');
      await page.click('.game-actions [data-action=ground]');
      await page.waitForSelector('dialog.confirm-dialog[open]');
      assert.equal(
        await page.textContent('#confirm-text'),
        'Grounding ends the game now. One of your dots is not joined to the edge and counts as surrounded. The score would be 0–1.',
      );
      await page.click('[data-testid=confirm-no]');
      assert.match(await status(page), /Player 1 to move/);
      await dot(page, '1-3');
      await dot(page, '4-5');
      await page.click('.game-actions [data-action=ground]');
      await page.waitForSelector('dialog.confirm-dialog[open]');
      // 1-3 stands on the edge: only 3-3 is lost.
      assert.match(await page.textContent('#confirm-text'), /One of your dots .* 0–1\.$/);
      await page.click('[data-testid=confirm-yes]');
      await see(page, '.result');
      assert.match(await page.textContent('.result'), /Player 2 wins by 1 dot\..*Ended by grounding\./);
      assert.equal(await page.locator('.game-actions').count(), 0);
      assert.match(await page.textContent('.movelist'), /grounded/);
    },
  },
  {
    name: 'dots: polish rules leave a closed ring pending until a dot with “!” takes it; offer to end and accept count the game',
    async run({ page, base }) {
      await startDots(page, base, { setup: 'size=7x7&start=empty&place=0&first=0&rules=polish' });
      assert.equal(
        await page.locator('.game-actions [data-action=ground]').count(),
        0,
        'no grounding under polish rules',
      );
      for (const p of ['3-4', '4-4', '4-5', '1-1', '5-4', '1-2', '4-3']) await dot(page, p);
      assert.deepEqual(await scores(page), ['0', '0'], 'the ring is closed but nothing is taken yet');
      assert.equal(await page.locator('.house.seat1.pending').count(), 1);
      await dot(page, '1-3');
      await page.check('input[name=capture]');
      await dot(page, '6-6');
      assert.deepEqual(await scores(page), ['1', '0'], 'the dot with ! took the pending ring');
      assert.equal(await page.locator('.territory.seat1').count(), 1);
      assert.match(await page.textContent('.movelist .move.current'), /6-6!\s*\+1/);
      assert.match(await said(page), /Player 1 put a dot on 6-6 and took the surrounds\. One dot surrounded\./);
      // Orange offers to end; blue accepts: the game is counted.
      assert.equal(await page.textContent('.game-actions [data-action=agree]'), 'Offer to end');
      await page.click('.game-actions [data-action=agree]');
      await page.waitForFunction(
        () => document.querySelector('.game-actions [data-action=agree]').textContent === 'Accept the end',
      );
      assert.match(await said(page), /Player 2 offers to end the game\./);
      assert.equal(
        await page.textContent('.turn-note[data-note=offer]'),
        'Player 2 offers to end the game and count it; Player 1 accepts or declines.',
      );
      assert.equal(await page.locator('.pt.can').count(), 0, 'no dot while the offer waits');
      await page.click('.game-actions [data-action=agree]');
      await see(page, '.result');
      assert.match(await page.textContent('.result'), /Player 1 wins.*Ended by agreement and counted\./);
      assert.match(await said(page), /Player 1 agrees to end the game\./);
      assert.match(await page.textContent('.movelist'), /offered to end.*agreed/s);
    },
  },
  {
    name: 'dots: polish ending between two people: an offer declined is shown and said, the offerer moves, then either may offer again and an accepted offer ends it',
    async run({ page, base }) {
      await startDots(page, base, { setup: 'size=7x7&start=empty&place=0&first=0&rules=polish' });
      await dot(page, '3-3');
      await page.click('.game-actions [data-action=agree]');
      await page.waitForSelector('.game-actions [data-action=decline]');
      assert.match(await status(page), /Player 1 to move/, 'the other side answers');
      await page.click('.game-actions [data-action=decline]');
      await see(page, '.turn-note[data-note=declined]');
      assert.match(await said(page), /Player 1 declines the offer to end; the game goes on\. Player 2 to move\./);
      assert.match(await page.textContent('.movelist'), /declined/);
      assert.equal(await page.locator('.game-actions [data-action=agree]').count(), 0, 'the offerer moves first');
      await dot(page, '5-5');
      assert.match(await status(page), /Player 1 to move/);
      assert.equal(await page.locator('.turn-note[data-note=declined]').count(), 0, 'the note goes with the move');
      // Player 1, who declined, now offers; Player 2 accepts: the game ends counted.
      await page.click('.game-actions [data-action=agree]');
      await page.waitForSelector('.game-actions [data-action=decline]');
      await page.click('.game-actions [data-action=agree]');
      await see(page, '.result');
      assert.match(await page.textContent('.result'), /Ended by agreement and counted\./);
      assert.match(await page.textContent('.movelist'), /offered to end.*declined.*offered to end.*agreed/s);
    },
  },
  {
    name: 'dots: polish ending against a bot: it declines when behind (shown), offers only when the game is decided (not a one-dot lead on an open field), offers again after a decline only once a quarter of the field is filled, and accepts when ahead',
    async run({ page, base }) {
      const open = async (frag) => {
        await openFresh(page, `${base}/en/play/#v=1&${frag}`);
        await see(page, 'html[data-hydrated] .board-svg.dots');
      };
      // Blue took one orange dot; the field is still open.
      const LEAD =
        'game=dots&size=9x9&start=empty&place=0&first=0&rules=polish&houses=keep&ring=short&extra=0&freeing=1&win=0&ground=any&players=2&moves=2-1.2-2.1-2.8-8.3-2.8-7.2-3!';
      // The person plays blue and leads: the orange bot declines the offer; blue then moves.
      await open(`${LEAD}.7-7&seats=h,b1&id=polish01`);
      await page.click('.game-actions [data-action=agree]');
      await see(page, '.turn-note[data-note=declined]');
      await page.waitForFunction(() =>
        /Player 1 to move/.test(document.querySelector('[data-testid=status]').textContent),
      );
      assert.match(await page.textContent('.movelist'), /offered to end.*declined/s);
      assert.equal(await page.locator('.game-actions [data-action=agree]').count(), 0);
      assert.ok((await page.locator('.pt.can').count()) > 0, 'blue moves after the decline');
      // The blue bot leads by one dot on an open field: it plays on rather than offer the end.
      await open(`${LEAD}.7-7&seats=b1,h&id=polish02`);
      await page.waitForFunction(() => document.querySelectorAll('.movelist .move').length === 9);
      assert.doesNotMatch(await page.textContent('.movelist'), /offered to end/);
      assert.equal(await page.locator('.game-actions [data-action=decline]').count(), 0);
      // The same field four dots earlier: the bot offers at once; declined, it plays on and offers
      // again only once a quarter of the 17 points then free are filled (not at its next turns).
      await open(
        'game=dots&size=5x5&start=empty&rules=polish&moves=2-1.2-2.1-2.5-5.3-2.5-4.2-3!.4-5&seats=b1,h&id=polish05',
      );
      await page.waitForSelector('.game-actions [data-action=decline]');
      await page.click('.game-actions [data-action=decline]');
      for (let turn = 0; turn < 12; turn++) {
        await page.waitForFunction(
          () =>
            document.querySelector('.game-actions [data-action=decline]') ||
            document.querySelector('.result') ||
            (/Player 2 to move/.test(document.querySelector('[data-testid=status]').textContent) &&
              document.querySelector('.pt.can')),
        );
        if ((await page.locator('.game-actions [data-action=decline], .result').count()) > 0) break;
        await page.locator('.pt.can').first().click();
      }
      const entries = await page.$$eval('.movelist .move', (els) => els.map((e) => e.textContent));
      const declined = entries.findIndex((e) => /declined/.test(e));
      const again = entries.findIndex((e, i) => i > declined && /offered to end/.test(e));
      assert.ok(declined > 0 && again > declined, `the bot offers again: ${entries.join(' | ')}`);
      assert.ok(again - declined - 1 >= 5, `dots between the decline and the new offer: ${again - declined - 1}`);
      await page.click('.game-actions [data-action=agree]');
      await see(page, '.result');
      // Near the end of a 5x5 field, one dot ahead with nothing left to force, it offers; the person accepts.
      await open(
        'game=dots&size=5x5&start=empty&rules=polish&moves=2-1.2-2.1-2.5-5.3-2.5-4.2-3!.4-5.4-4.3-5.5-3.4-1.5-1.1-5.2-5.1-4&seats=b1,h&id=polish04',
      );
      await page.waitForSelector('.game-actions [data-action=decline]');
      assert.equal(
        await page.textContent('.turn-note[data-note=offer]'),
        'Bot offers to end the game and count it; Player 2 accepts or declines.',
      );
      await page.click('.game-actions [data-action=agree]');
      await see(page, '.result');
      assert.match(await page.textContent('.result'), /Bot wins by 1 dot\..*Ended by agreement and counted\./);
      assert.match(await page.textContent('.movelist'), /offered to end.*agreed/s);
      // The person plays orange, behind, and offers: the blue bot accepts.
      await open(`${LEAD}&seats=b1,h&id=polish03`);
      await page.click('.game-actions [data-action=agree]');
      await see(page, '.result');
      assert.match(await page.textContent('.result'), /Bot wins by 1 dot\..*Ended by agreement and counted\./);
      assert.match(await page.textContent('.movelist'), /offered to end.*agreed/s);
    },
  },
  {
    name: 'dots: an old link where agree passed the turn opens with a clear message and a fresh game; an old agree.agree link still ends counted',
    async run({ page, base }) {
      await page.goto(`${base}/en/play/`);
      await page.goto(
        `${base}/en/play/#v=1&game=dots&size=9x9&start=empty&rules=polish&moves=agree.1-1.agree.1-2.agree&seats=h,h`,
      );
      await page.reload();
      const alert = page.locator('.link-problem[role=alert]');
      await alert.waitFor();
      assert.match(await alert.textContent(), /Player 1 offered to end the game: the answer is accept or decline/);
      assert.equal(await page.locator('.link-problem >> text=Start a new game').count(), 1);
      await page.goto(
        `${base}/en/play/#v=1&game=dots&size=9x9&start=empty&rules=polish&moves=5-5.agree.agree&seats=h,h`,
      );
      await page.reload();
      await see(page, '.result');
      assert.match(await page.textContent('.result'), /Ended by agreement and counted\./);
    },
  },
  {
    name: 'dots: ground=leader: the form says the rule; Ground stays hidden from a trailing player and from a leader not joined to the edge',
    async run({ page, base }) {
      await startDots(page, base, { setup: 'size=7x7&start=empty&ground=leader' });
      // (startDots started the game; the setup link below shows the form's wording.)
      const X_TAKES = ['2-3', '3-3', '3-4', '7-7', '4-3', '7-6', '3-2'];
      assert.equal(await page.locator('.game-actions [data-action=ground]').count(), 0, 'nobody leads');
      for (const p of X_TAKES) await dot(page, p);
      assert.deepEqual(await scores(page), ['1', '0']);
      assert.match(await status(page), /Player 2 to move/);
      assert.equal(
        await page.locator('.game-actions [data-action=ground]').count(),
        0,
        'hidden from the trailing player',
      );
      await dot(page, '7-5');
      assert.equal(
        await page.locator('.game-actions [data-action=ground]').count(),
        0,
        'the leader’s ring is not joined to the edge',
      );
      await dot(page, '1-3');
      await dot(page, '7-4');
      await groundConfirmed(page);
      assert.match(await page.textContent('.result'), /Player 1 wins by 1 dot\..*Ended by grounding\./);
      // The setup form names the rule exactly.
      await openFresh(page, `${base}/en/play/#game=dots&size=7x7&start=empty&ground=leader&extra=may&first=2`);
      await moreOptions(page);
      await page.waitForSelector('html[data-hydrated] form.setup input[name=ground]');
      assert.ok(await page.isChecked('input[name=ground][value=leader]'));
      assert.match(
        await page.textContent('label:has(input[name=ground][value=leader])'),
        /Only the leader may ground, and only when every one of their dots is joined to the edge/,
      );
      assert.ok(await page.isChecked('input[name=extra][value=may]'));
      assert.equal(await page.inputValue('input[name=first]'), '2');
      await page.check('input[name=rules][value=polish]');
      assert.equal(await page.locator('input[name=ground]').count(), 0, 'polish rules have no grounding');
      await page.check('input[name=start][value=cross]');
      assert.equal(await page.locator('input[name=first]').count(), 0, 'the first-dot area belongs to an empty start');
      assert.match(await page.textContent('label:has(input[name=start][value=cross2])'), /Two crosses side by side/);
      await page.check('input[name=start][value=cross2]');
      await page.click('form.setup button[type=submit]');
      await see(page, '.board-svg.dots');
      assert.deepEqual(
        await dotsOn(page),
        ['3-3', '3-4', '4-3', '4-4', '5-3', '5-4', '6-3', '6-4'],
        'two crosses side by side',
      );
    },
  },
  {
    name: 'dots: extra=may: after a surround the player may pass the extra move; Pass is offered on an extra move only',
    async run({ page, base }) {
      await startDots(page, base, { setup: 'size=7x7&start=empty&extra=may' });
      assert.equal(await page.locator('.game-actions [data-action=pass]').count(), 0);
      for (const p of ['2-3', '3-3', '3-4', '7-7', '4-3', '7-6', '3-2']) await dot(page, p);
      assert.match(await status(page), /Player 1 to move/, 'the capture gave an extra move');
      assert.equal(await page.textContent('.game-actions [data-action=pass]'), 'Pass (no extra move)');
      await page.click('.game-actions [data-action=pass]');
      await page.waitForFunction(() =>
        /Player 2 to move/.test(document.querySelector('[data-testid=status]').textContent),
      );
      assert.match(await said(page), /Player 1 gives up the extra move\./);
      assert.match(await page.textContent('.movelist'), /passed/);
      assert.equal(await page.locator('.game-actions [data-action=pass]').count(), 0);
    },
  },
  {
    name: 'dots: four players in two teams share colours and a score; a team’s capture counts for both',
    async run({ page, base }) {
      await startDots(page, base, { setup: 'size=7x7&start=empty&players=4' });
      const teams = await page.$$eval('.scoreboard .name', (els) => els.map((e) => e.textContent));
      assert.deepEqual(teams, ['Player 1 and Player 3', 'Player 2 and Player 4']);
      // Seats 1 and 3 play blue, 2 and 4 orange; seat 3 closes the ring around seat 2's dot.
      for (const p of ['3-4', '4-4', '4-5', '1-1', '5-4', '1-2', '4-3']) await dot(page, p);
      assert.equal(await page.locator('.pt.seat1[data-token="4-5"]').count(), 1, 'seat 3 plays blue');
      assert.equal(await page.locator('.pt.seat2[data-token="1-1"]').count(), 1, 'seat 4 plays orange');
      assert.deepEqual(await scores(page), ['1', '0']);
      assert.match(await status(page), /Player 4 to move/);
      await page.click('.game-actions >> text=Resign');
      await page.click('[data-testid=confirm-yes]');
      await see(page, '.result');
      assert.match(await page.textContent('.result-main'), /Player 4 resigned\. Player 1 and Player 3 win\./);
    },
  },
  {
    name: 'dots: export the game as SGF and open it again, pasted and as a .sgf file; a bad SGF explains itself',
    async run({ page, base }) {
      await startDots(page, base);
      for (const p of CAPTURE) await dot(page, p);
      await page.click('.export-sgf summary');
      const sgf = await page.inputValue('#sgf-text');
      assert.match(sgf, /^\(;FF\[4\]GM\[40\]/);
      assert.match(sgf, /SZ\[7\]/);
      assert.match(sgf, /;W\[de\.[a-z.]+\]\)\s*$/, 'the capturing move carries its ring');
      const href = await page.getAttribute('.export-sgf a[download]', 'href');
      assert.equal(decodeURIComponent(href.split(',')[1]), sgf);
      const before = await dotsOn(page);
      await page.click('.game-actions >> text=New game');
      await page.click('.import-record summary');
      await page.fill('#import-text', sgf.replace('GM[40]', 'GM[1]'));
      await page.click('.import-record button[type=submit]');
      assert.match(await page.textContent('.play [role=alert]'), /not a Dots game/);
      await page.fill('#import-text', sgf);
      await page.click('.import-record button[type=submit]');
      await see(page, '.board-svg.dots');
      assert.deepEqual(await dotsOn(page), before);
      assert.deepEqual(await scores(page), ['0', '1']);
      await page.click('.game-actions >> text=New game');
      await page.click('.import-record summary');
      await page.setInputFiles('.import-record input[type=file]', {
        name: 'game.sgf',
        mimeType: 'application/x-go-sgf',
        buffer: Buffer.from(sgf),
      });
      await see(page, '.board-svg.dots');
      assert.deepEqual(await dotsOn(page), before);
    },
  },
  {
    name: 'dots: komi in the form: a value not in halves and one that wins before the first dot are told; komi 0.5 shows on the second player’s score, decides an even game and travels in the link',
    async run({ page, base }) {
      await openFresh(page, `${base}/en/play/#game=dots&size=7x7&start=empty`);
      await moreOptions(page);
      const komi = page.locator('form.setup input[name=komi]');
      assert.equal(await komi.inputValue(), '0');
      const problem = async (re, why) => {
        await page.waitForFunction(
          (src) =>
            new RegExp(src).test(document.querySelector('form.setup .setup-problem:not([hidden])')?.textContent || ''),
          re.source,
        );
        assert.match(await page.textContent('form.setup .setup-problem'), re, why);
      };
      await komi.fill('0.3');
      await komi.press('Tab');
      await problem(/Komi “0\.3” is not a number of points in halves from -2704 to 2704/, 'not in halves');
      await komi.fill('3');
      await komi.press('Tab');
      await page.fill('form.setup input[name=win]', '3');
      await page.press('form.setup input[name=win]', 'Tab');
      await problem(/Komi 3 would already be a lead of 3 before the first dot/, 'komi-win');
      await page.fill('form.setup input[name=win]', '0');
      await page.press('form.setup input[name=win]', 'Tab');
      await komi.fill('0.5');
      await komi.press('Tab');
      await page.waitForSelector('form.setup .setup-problem[hidden]', { state: 'attached' });
      await page.selectOption('#seat-2-kind', 'h');
      await page.click('form.setup button[type=submit]');
      await see(page, '.board-svg');
      assert.deepEqual(await scores(page), ['0', '0.5']);
      assert.match(await page.textContent('.scoreboard'), /with komi 0\.5/);
      // an edge dot each, then grounding: nothing is lost, and the half point decides
      await dot(page, '1-1');
      await dot(page, '7-7');
      await groundConfirmed(page);
      assert.match(await page.textContent('.result'), /Player 2 wins by 0\.5/);
      assert.match(await page.inputValue('#share-url'), /[#&]komi=0\.5(&|$)/);
    },
  },
  {
    name: 'dots: a KataGoDots file with sui0 opens as suicide=0: the point in the other colour’s house is no move (a click or Enter on it says why), its owner plays there, and the saved game names the rule',
    async run({ page, base }) {
      await startDots(page, base);
      await page.click('.game-actions >> text=New game');
      await page.click('.import-record summary');
      // Blue's diamond round the empty 4-4 (an SGF's rows count from the top: row c is y 5),
      // orange's dots on the left edge; orange to move
      await page.fill(
        '#import-text',
        '(;FF[4]AP[katago]GM[40]SZ[7]RU[dotsCaptureEmptyBase0sui0];B[dc];W[aa];B[cd];W[ab];B[ed];W[ac];B[de])',
      );
      await page.click('.import-record button[type=submit]');
      await see(page, '.board-svg.dots');
      assert.equal(await page.locator('.pt.seat1').count(), 4);
      assert.equal(await page.locator('.pt.can[data-token="4-4"]').count(), 0, 'orange may not play 4-4');
      assert.equal(await page.locator('.pt.can').count(), 41, 'every other free point is a move');
      // a click on 4-4, a free point not offered, asks the engine, which says why not
      const why =
        /4-4 lies inside the opponent’s house, and under these rules no dot may go where it would be caught at once\./;
      assert.equal(await page.locator('.play [role=alert]').count(), 0);
      await page.click('[data-point][data-token="4-4"]');
      assert.match(await page.textContent('.play [role=alert]'), why);
      assert.equal(await page.locator('.pt.seat2').count(), 3, 'nothing was played');
      // a move clears it, Undo takes the move back, and the keyboard asks the same way
      await dot(page, '7-7');
      assert.equal(await page.locator('.play [role=alert]').count(), 0);
      await page.click('.game-actions >> text=Undo');
      await page.waitForSelector('.pt.can[data-token="7-7"]');
      // the cursor stays where the last click put it (7-7); arrows to 4-4, and Enter asks the engine
      await page.focus('.cursor');
      assert.equal(await page.getAttribute('.cursor', 'data-cursor'), '7-7');
      for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowDown', 'ArrowDown', 'ArrowDown'])
        await page.keyboard.press(key);
      assert.equal(await page.getAttribute('.cursor', 'data-cursor'), '4-4');
      await page.keyboard.press('Enter');
      assert.match(await page.textContent('.play [role=alert]'), why);
      assert.equal(await page.locator('.pt.seat2').count(), 3, 'nothing was played');
      await dot(page, '7-7');
      await dot(page, '4-4'); // blue's own house
      assert.deepEqual(await scores(page), ['0', '0']);
      await page.click('.game-actions >> text=New game');
      await see(page, '.saved-games li');
      assert.match(await page.textContent('.saved-games li .saved-what'), /No dot may go into the opponent’s house/);
    },
  },
  {
    name: 'dots: the SGF names the players and the day; an SGF or a record opened from the table setup takes the seats the form chose (a bot stays a bot of its level) and the file’s names',
    async run({ page, base }) {
      await openFresh(page, `${base}/en/play/#game=dots&size=7x7&start=empty`);
      await moreOptions(page);
      await page.waitForSelector('html[data-hydrated] form.setup input[name=rules]');
      await page.selectOption('#seat-1-kind', 'h');
      await page.selectOption('#seat-2-kind', 'h');
      await page.fill('#seat-1-name', 'Ann');
      await page.click('form.setup button[type=submit]');
      await see(page, '.board-svg.dots');
      for (const p of CAPTURE) await dot(page, p);
      const before = await dotsOn(page);
      const today = await page.evaluate(() => {
        const d = new Date();
        return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      });
      await page.click('.export-sgf summary');
      const sgf = await page.inputValue('#sgf-text');
      // seat 1's name and the day; seat 2 has no name of its own ("Player 2" is the page's word)
      assert.match(sgf, new RegExp(`RU\\[russian\\]PB\\[Ann\\]DT\\[${today}\\]\\n`), sgf);
      await page.click('.record summary');
      const record = await page.inputValue('#record-text');

      // Open the SGF with a bot of level 2 chosen for seat 2 and another name typed for seat 1:
      // the bot plays seat 2, the file's name names the person.
      await page.click('.game-actions >> text=New game');
      await page.waitForSelector('form.setup');
      await page.selectOption('#seat-2-kind', 'b2');
      await moreOptions(page);
      await page.fill('#seat-1-name', 'Cy');
      await page.click('.import-record summary');
      await page.fill('#import-text', sgf);
      await page.click('.import-record button[type=submit]');
      await see(page, '.board-svg.dots');
      assert.deepEqual(await dotsOn(page), before);
      assert.match(await page.evaluate(() => location.hash), /&seats=h,b2(&|$)/);
      assert.deepEqual(await names(page), ['Ann', 'Bot']);
      await dot(page, '1-1');
      // the bot answers
      await page.waitForFunction(() => document.querySelectorAll('.pt.seat2').length === 5);
      await page.waitForFunction(() => /Ann to move/.test(document.querySelector('[data-testid=status]').textContent));
      await page.click('.export-sgf summary');
      assert.match(await page.inputValue('#sgf-text'), /PB\[Ann\]PW\[Bot, level 2\]DT\[/);

      // A pasted record takes the form's seats too: a bot of level 1 first, a person second.
      await page.click('.game-actions >> text=New game');
      await page.waitForSelector('form.setup');
      await page.selectOption('#seat-1-kind', 'b1');
      await page.selectOption('#seat-2-kind', 'h');
      await page.click('.import-record summary');
      await page.fill('#import-text', record);
      await page.click('.import-record button[type=submit]');
      await see(page, '.board-svg.dots');
      assert.match(await page.evaluate(() => location.hash), /&seats=b1,h(&|$)/);
      // the bot, first to move after the record's eight moves, plays
      await page.waitForFunction(() => document.querySelectorAll('.pt.seat1').length === 5);
    },
  },
  {
    name: 'dots: a share link carries the game to another tab, which continues it',
    async run({ page, base }) {
      await startDots(page, base, { setup: 'size=9x9&start=cross' });
      await dot(page, '2-2');
      await dot(page, '8-8');
      const url = await page.inputValue('#share-url');
      const tab = await page.context().newPage();
      await tab.goto(url);
      await see(tab, '.board-svg.dots');
      assert.deepEqual(await dotsOn(tab), await dotsOn(page));
      assert.match(await tab.textContent('h1'), /Dots 9 × 9/);
      await dot(tab, '2-8');
      assert.equal(await tab.locator('.pt.seat1[data-token="2-8"]').count(), 1);
      await tab.close();
    },
  },
  {
    name: 'dots: the level-1 bot answers in its colour; a reload resumes the game and the saved list continues it',
    async run({ page, base }) {
      await startDots(page, base, { setup: 'size=15x15&start=cross', seats: ['h', 'b1'] });
      const before = (await dotsOn(page)).length;
      await dot(page, '3-3');
      await page.waitForFunction((n) => document.querySelectorAll('.pt.seat1, .pt.seat2').length === n + 2, before);
      await page.waitForFunction(() =>
        /Player 1 to move/.test(document.querySelector('[data-testid=status]').textContent),
      );
      assert.equal(await page.locator('.pt.seat2').count(), 3, 'the bot put one orange dot');
      const shown = await dotsOn(page);
      await page.reload();
      await see(page, '.board-svg.dots');
      assert.deepEqual(await dotsOn(page), shown, 'a reload resumes the game');
      await page.click('.game-actions >> text=New game');
      await page.click('.saved-games button >> text=Continue');
      await see(page, '.board-svg.dots');
      assert.deepEqual(await dotsOn(page), shown, 'the saved game continues');
    },
  },
  {
    name: 'dots: keyboard play moves one cursor (no tab stop per point) and Enter puts the dot there',
    async run({ page, base }) {
      await startDots(page, base, { setup: 'size=39x32&start=cross' });
      assert.equal(await page.locator('.board-svg [tabindex="0"]').count(), 1, 'one tab stop on a 39 × 32 field');
      assert.equal(await page.locator('.board-svg [role=button]').count(), 1);
      // Before the first move the cursor is in the middle, on the start cross.
      await page.focus('.cursor');
      const first = await page.getAttribute('.cursor', 'aria-label');
      assert.match(first, /^20-17, dot of Player 1, next to: /);
      assert.match(first, /20-16 dot of Player 2/);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      assert.equal(
        await page.evaluate(() => document.activeElement.dataset.cursor),
        '18-17',
        'focus follows the cursor',
      );
      assert.match(await page.getAttribute('.cursor', 'aria-label'), /^18-17, free$/);
      await page.keyboard.press('Enter');
      await page.waitForSelector('.pt.seat1[data-token="18-17"]');
      assert.match(await said(page), /Player 1 put a dot on 18-17\./);
      // Enter on a point that is taken asks the engine, which says why not.
      await page.focus('.cursor');
      await page.keyboard.press('Enter');
      assert.match(await page.textContent('.play-main .error[role=alert]'), /18-17 already holds a dot/);
    },
  },
  {
    name: 'zoom: at 1280 × 800 a 39 × 32 Dots board starts whole with the zoom controls, and zooms and pans; a board that fits shows none',
    async run({ page, base }) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await startBoxes(page, base, { size: '3x3', seats: ['h', 'h'] });
      assert.equal(await page.locator('.board-zoom').count(), 0, 'a 3 × 3 boxes board fits');
      await startDots(page, base, { setup: 'size=39x32&start=cross' });
      await see(page, '.board-zoom');
      const frame = page.locator('.board-scroll');
      const size = () =>
        frame.evaluate((el) => ({ sw: el.scrollWidth, cw: el.clientWidth, left: el.scrollLeft, top: el.scrollTop }));
      const whole = await size();
      assert.ok(whole.sw <= whole.cw + 1, 'the whole field shows at first (a mouse beside the side column)');
      await page.click('.board-zoom button[aria-label="Zoom in"]');
      await page.waitForFunction(() => document.querySelector('.board-scroll.zoomed'));
      const start = await size();
      assert.ok(start.sw > start.cw, 'zoomed in beyond its frame');
      assert.ok(start.left > 0, 'showing the middle of the field');
      await page.click('.board-zoom button[aria-label="Zoom in"]');
      await page.waitForFunction((w) => document.querySelector('.board-scroll').scrollWidth > w, start.sw);
      await frame.evaluate((el) => el.scrollBy(-120, 80));
      const panned = await size();
      assert.ok(panned.left < (await size()).sw, 'scrolled');
      assert.notEqual(panned.top, start.top, 'the frame pans');
      await page.click('.board-zoom >> text=Fit to screen');
      await page.waitForFunction(() => !document.querySelector('.board-scroll.zoomed'));
      const fit = await size();
      assert.ok(fit.sw <= fit.cw + 1, 'fit shows the whole field');
      assert.equal(await page.locator('.board-zoom').count(), 1, 'the controls stay to zoom in again');
    },
  },
  {
    name: 'dots: at 320 px a 39 × 32 field is zoomed to finger-sized points, pans, and a tap puts a dot',
    async run({ page, base, shot }) {
      await page.setViewportSize({ width: 320, height: 640 });
      await startDots(page, base, { setup: 'size=39x32&start=cross' });
      await see(page, '.board-zoom');
      const hit = await page.locator('.pt[data-token="20-16"] .hit').boundingBox();
      assert.ok(hit.width >= 24, `a point's target is ${hit.width}px wide`);
      const doc = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(doc <= 320, `the page itself does not scroll sideways (${doc}px)`);
      await page.locator('.pt.can[data-token="19-17"]').scrollIntoViewIfNeeded();
      await dot(page, '19-17');
      assert.equal(await page.locator('.pt.seat1[data-token="19-17"]').count(), 1);
      await shot('dots-39x32-320');
    },
  },
  ...inLanguages(
    'dots: axe finds nothing on the setup and the board {in}, with the sport’s words',
    async ({ page, base, axe }, langs) => {
      const words = { en: 'surrounded', da: 'omringet', de: 'umzingelt', nb: 'omringet' };
      for (const lang of langs) {
        await openFresh(page, `${base}/${lang}/play/#game=dots&size=7x7&start=empty`);
        await moreOptions(page);
        await page.waitForSelector('html[data-hydrated] form.setup input[name=rules]');
        assert.deepEqual(await axe(), [], `${lang} setup`);
        await startDots(page, base, { lang });
        for (const p of CAPTURE) await dot(page, p);
        assert.equal(await page.textContent('.scoreboard .score-unit'), words[lang], lang);
        assert.deepEqual(await axe(), [], `${lang} board`);
      }
    },
  ),
  {
    name: 'dots: screenshots at 1280 and 320 px, light and dark',
    long: true,
    async run({ page, base, shot }) {
      for (const scheme of ['light', 'dark']) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const width of [1280, 320]) {
          await page.setViewportSize({ width, height: width === 1280 ? 800 : 640 });
          await startDots(page, base, { setup: 'size=15x15&start=empty' });
          for (const p of [
            '6-6',
            '6-7',
            '7-7',
            '7-8',
            '8-6',
            '8-7',
            '7-5',
            '7-6',
            '10-10',
            '12-12',
            '11-9',
            '12-11',
            '12-9',
            '13-12',
            '13-10',
          ]) {
            await page.locator(`.pt.can[data-token="${p}"]`).scrollIntoViewIfNeeded();
            await dot(page, p);
          }
          await shot(`dots-15x15-${width}-${scheme}`);
        }
      }
    },
  },
];
