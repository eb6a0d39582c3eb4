// analysis-shutin-dots.e2e.mjs — browser tests of the analysis of Shut In (the exact solver: every legal
// cell wins or loses as `paperdots solve --moves` says, the verdict names the winner, a replay
// marks the move that gave a won game away) and of Dots (the level-4 bot's judgement: a capture
// comes first, the threatened dot is ringed, a replay marks the move after which the bot's
// estimate fell most, and the horizon search makes that mistake the player's own puzzle), each
// labelled for what it is.
import assert from 'node:assert/strict';
import { see } from './helpers.mjs';
import { cli, engine, open, recordOf, turnOn } from './analysis.e2e.mjs';

/** A whole game from `setup` by the CLI's values: best moves, except one that gives a won game away. */
function gameWithBlunder(setup) {
  const moves = [];
  let blunder = -1;
  for (;;) {
    const g = engine.newGame(`${setup}&moves=${moves.join('.')}`);
    const over = g.state().over;
    g.free();
    if (over) break;
    const s = cli(`${setup}&moves=${moves.join('.')}`);
    const losing = [...s.moves].find(([, v]) => v === -1);
    if (blunder < 0 && s.value === 1 && losing) {
      blunder = moves.length;
      moves.push(losing[0]);
    } else moves.push([...s.moves].find(([, v]) => v === s.value)[0]);
  }
  return { moves, blunder };
}

export const tests = [
  {
    name: 'analysis: Shut In marks every legal cell won or lost as paperdots solve --moves says, and names the winner',
    async run({ page, base, axe }) {
      await open(page, base, 'game=shutin&size=5x5&moves=b2&seats=h,h');
      await turnOn(page);
      await see(page, '[data-testid=analysis-verdict]');
      // the line goes to the end of the game (carried on in further passes when a busy machine
      // cuts the first one short; by then every cell has its value)
      await see(page, '.best-line p:has-text("not always the shortest")');
      const want = cli(await recordOf(page));
      assert.equal(Number(await page.getAttribute('[data-testid=analysis-verdict]', 'data-value')), want.value);
      // Circles (Player 2) are to move; the verdict names whoever wins.
      const winner = want.value === 1 ? 'Player 2' : 'Player 1';
      assert.equal(await page.textContent('[data-testid=analysis-verdict]'), `${winner} wins with best play.`);
      const cells = await page.$$eval('.sq.an[data-value]', (els) =>
        els.map((el) => [el.dataset.token, Number(el.dataset.value), el.classList.contains('an-win')]),
      );
      assert.deepEqual(new Map(cells.map(([tok, v]) => [tok, v])), want.moves);
      for (const [tok, v, win] of cells) assert.equal(win, v === 1, `${tok} drawn as ${win ? 'a win' : 'a loss'}`);
      assert.deepEqual(await axe(), [], 'the cells with their marks and the panel');
    },
  },
  {
    name: 'analysis: Shut In Replay with analysis marks exactly the move that gave a won game away',
    async run({ page, base }) {
      const setup = 'game=shutin&size=5x5';
      const { moves, blunder } = gameWithBlunder(setup);
      assert.ok(blunder >= 0, 'the game has a move that gives a won game away');
      await open(page, base, `${setup}&moves=${moves.join('.')}&seats=h,h`);
      await page.click('[data-testid=replay-analysis]');
      await see(page, '[data-testid=replay-summary]');
      const marks = await page.$$eval('.blunder[data-move]', (els) =>
        els.map((el) => [Number(el.dataset.move), el.getAttribute('aria-label')]),
      );
      // Shut In: one move a turn, so the move's turn is its number
      const label = await page.$eval(
        `.blunder[data-move="${blunder}"]`,
        (el) => el.closest('.move-marked').querySelector('.move').firstChild.textContent,
      );
      assert.deepEqual(marks, [
        [blunder, `Turn ${blunder + 1}, ${label}: gave away the win; show the position before it`],
      ]);
      assert.match(await page.textContent('[data-testid=replay-summary]'), /^1 move gave away a won game/);
    },
  },
  {
    name: 'analysis: Shut In too big to solve names the bot’s cell in Shut In’s words (a piece placed, not a line drawn)',
    async run({ page, base }) {
      await open(page, base, 'game=shutin&size=10x10&seats=h,h');
      await turnOn(page);
      await see(page, '.analysis-estimate');
      assert.match(
        await page.textContent('.analysis-estimate'),
        /The strongest bot \(level 4\) would place its piece on [a-j]\d+\. This is its judgement, not a proof\.$/,
      );
      assert.doesNotMatch(await page.textContent('.analysis-estimate'), /line/);
    },
  },
  {
    name: 'analysis: Dots shows the bot’s judgement, the capturing point first, and rings the dot it would take',
    async run({ page, base, axe }) {
      await open(page, base, 'game=dots&size=9x9&start=empty&moves=2-3.3-3.3-4.8-8.4-3.8-7&seats=h,h');
      await turnOn(page);
      await see(page, '[data-testid=bot-moves] li');
      assert.equal(await page.getAttribute('[data-testid=bot-moves] li:first-child', 'data-point'), '3-2');
      assert.match(await page.textContent('[data-testid=bot-moves] li:first-child'), /the bot’s move/);
      // The count grouped as English writes it (23,232, not 23232), here and per point.
      assert.match(
        await page.textContent('.analysis-estimate'),
        /^Estimate The strongest bot’s \(level 4\) judgement after \d{1,3}(,\d{3})* playouts, not a proof\.$/,
      );
      assert.match(await page.textContent('[data-testid=bot-moves] li:first-child'), /\(\d{1,3}(,\d{3})* playouts?\)/);
      assert.equal(await page.getAttribute('.an-point[data-rank="1"]', 'data-token'), '3-2');
      await see(page, '.an-threat.t1[data-threat="3-3"]');
      // whose dots they are: 3-3 is orange's (Player 2)
      assert.match(await page.textContent('[data-testid=threat-count]'), /^Player 2: \d+ dots? in danger\.$/);
      assert.deepEqual(await axe(), [], 'the numbered points, the rings and the panel');
    },
  },
  {
    name: 'analysis: Dots Replay with analysis marks the move after which the bot’s estimate fell most',
    async run({ page, base }) {
      // O (seat 2) leaves its dot on 3-3 to be surrounded (8-7 instead of blocking at 3-2), X takes it, O resigns.
      const moves = ['2-3', '3-3', '3-4', '8-8', '4-3', '8-7', '3-2', 'resign'];
      await open(page, base, `game=dots&size=9x9&start=empty&moves=${moves.join('.')}&seats=h,h`);
      await page.click('[data-testid=replay-analysis]');
      await page.waitForSelector('[data-testid=replay-summary]');
      const marks = await page.$$eval('.blunder[data-move]', (els) =>
        els.map((el) => [Number(el.dataset.move), el.textContent, el.getAttribute('aria-label')]),
      );
      assert.ok(
        marks.some(([k]) => k === 5),
        `the blunder 8-7 is marked (marks: ${JSON.stringify(marks)})`,
      );
      for (const [k, text, say] of marks) {
        assert.ok(-Number(text.replace('\u2212', '-')) >= 0.5, `move ${k + 1}: a fall of half a dot or more (${text})`);
        // Dots: one dot a turn (no agreement here), so the move's turn is its number
        assert.match(say, new RegExp(`^Turn ${k + 1}, [^:]+: after it the bot’s estimate fell by `));
      }
    },
  },
  {
    name: 'analysis: Dots Replay with analysis marks a grounding made on the opponent’s turn as its maker’s mistake, and makes no puzzle of it',
    async run({ page, base }) {
      // White (seat 2) grounds while Black is to move, its four dots off the edge: Black wins 4-0.
      const moves = ['5-5', '2-2', '5-6', '2-3', '6-6', '3-2', '6-5', '3-3', 'ground-waiting'];
      await open(page, base, `game=dots&size=9x9&start=empty&moves=${moves.join('.')}&seats=h,h`);
      await page.click('[data-testid=replay-analysis]');
      await page.waitForSelector('[data-testid=replay-summary]');
      const marks = await page.$$eval('.blunder[data-move]', (els) =>
        els.map((el) => [Number(el.dataset.move), el.getAttribute('aria-label')]),
      );
      const grounding = marks.find(([k]) => k === 8);
      assert.ok(grounding, `White's grounding is marked (marks: ${JSON.stringify(marks)})`);
      // the grounding sits in White's fourth turn (turn 8), after its dot on 3-3
      assert.match(grounding[1], /^Turn 8, grounded: after it the bot’s estimate fell by /);
      const others = marks.filter(([k]) => k !== 8).length;
      if (!others) assert.equal(await page.locator('[data-testid=make-puzzles]').count(), 0);
      else {
        await page.click('[data-testid=make-puzzles]');
        await page.waitForFunction(() => !document.querySelector('[data-testid=making-puzzles]'));
        const ids = await page.evaluate(() =>
          JSON.parse(localStorage.getItem('paperdots:v1:own-puzzles') || '[]').map((p) => p.id),
        );
        assert.ok(!ids.some((id) => /-8$/.test(id)), `no puzzle of the position before the grounding: ${ids}`);
      }
    },
  },
  {
    name: 'analysis: a Dots game’s marked mistake becomes the player’s own puzzle, proved by the search and solved on the Puzzles page, at 1280×800 and 320×640',
    async run({ page, base }) {
      // The game above: 8-7 (move 6) leaves O's dot on 3-3 to be surrounded; 3-2 saves it. What is
      // best there is the horizon search's (paperdots solve --depth 2), read here from the engine.
      const moves = ['2-3', '3-3', '3-4', '8-8', '4-3', '8-7', '3-2', 'resign'];
      const setup = 'game=dots&size=9x9&start=empty';
      const g = engine.newGame(`${setup}&moves=${moves.slice(0, 5).join('.')}`);
      const proof = new Map(g.solveMoves({ depth: 2 }).moves.map((m) => [m.move, m.value]));
      g.free();
      const top = Math.max(...proof.values());
      const best = [...proof].filter(([, v]) => v === top).map(([m]) => m);
      assert.deepEqual(best, ['3-2']);
      for (const [w, h] of [
        [1280, 800],
        [320, 640],
      ]) {
        await page.setViewportSize({ width: w, height: h });
        await open(page, base, `${setup}&moves=${moves.join('.')}&seats=h,h`);
        await page.click('[data-testid=replay-analysis]');
        await page.waitForSelector('[data-testid=replay-summary]');
        await page.click('[data-testid=make-puzzles]');
        await see(page, '[data-testid=made-puzzles]');
        // of the marked moves, the one the search proves worse than a single best point
        assert.match(await page.textContent('[data-testid=made-puzzles]'), /^1 puzzle made from this game\./);
        await page.click('[data-testid=made-puzzles] a');
        await page.waitForSelector('html[data-hydrated] .puzzle-card[data-puzzle^="own/"]');
        assert.match(await page.getAttribute('.puzzle-card', 'data-puzzle'), /^own\/.+-5$/);
        await page.waitForFunction(() => /\S/.test(document.querySelector('.puzzle-ask').textContent));
        const point = (tok) => page.locator(`.puzzle-card paperdots-board .pt.can[data-token="${tok}"]`);
        const verdict = page.locator('[data-testid=verdict]');
        // the move played in the game: wrong, with the reason the core read
        await point('8-7').click();
        await verdict.filter({ hasText: /\S/ }).waitFor();
        const said = await verdict.textContent();
        assert.doesNotMatch(said, /^Best move/);
        assert.match(said, /After it your opponent can surround your dots at once\./);
        await page.getByRole('button', { name: 'Try again' }).click();
        await page.waitForFunction(
          () => !document.querySelector('.puzzle-card paperdots-board').hasAttribute('readonly'),
        );
        await point(best[0]).click();
        await verdict.filter({ hasText: /^Best move!/ }).waitFor();
        await page.screenshot({
          path: new URL(`../../build/screenshots/own-dots-puzzle-${w}.png`, import.meta.url).pathname,
        });
      }
    },
  },
];
