// @vitest-environment happy-dom
// Scoreboard.test.jsx — scores come per team (docs/state-json.md `teams`): with teams of two
// (Dots with four players) there are fewer scores than seats, and the board, the turn and the
// result still read right.
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/preact';
import { Scoreboard } from './Scoreboard.jsx';
import { ResultBanner, resultText } from './ResultBanner.jsx';
import { boxes } from '../families/boxes/index.jsx';
import { addStrings, translator } from '../i18n/index.js';

const t = translator('en');
const names = ['Ann', 'Bob', 'Cy', 'Dee'];
const seats = names.map((name) => ({ kind: 'human', level: 1, name }));
// A state in the shape of the core's header, with two teams of two.
const teamState = (result) => ({
  teams: [
    [1, 3],
    [2, 4],
  ],
  scores: [5, 2],
  toMove: result ? 0 : 4,
  result,
});

describe('scores per team', () => {
  it('shows one row per team with both names, its score and whose turn it is', () => {
    const { container } = render(
      <Scoreboard family={boxes} seats={seats} names={names} state={teamState(null)} toMove={4} t={t} lang="en" />,
    );
    const rows = container.querySelectorAll('.seat');
    expect(rows).toHaveLength(2);
    expect(rows[0].querySelector('.name').textContent).toBe('Ann and Cy');
    expect(rows[1].querySelector('.name').textContent).toBe('Bob and Dee');
    expect([...container.querySelectorAll('.score')].map((e) => e.textContent)).toEqual(['5', '2']);
    expect(rows[1].classList.contains('turn')).toBe(true);
    expect(rows[0].classList.contains('turn')).toBe(false);
  });

  it('names a winning team, a draw between teams, and lists the final score per team', () => {
    const won = teamState({ winners: [1, 3], draw: false, how: 'complete', resigned: 0, margin: 3 });
    // One side won: the team wins together, by the core's margin; no win was shared.
    expect(resultText(won, names, 'en', t)).toBe('Ann and Cy win by 3.');
    expect(resultText({ ...won, result: { ...won.result, margin: 1 } }, names, 'de', translator('de'))).toBe(
      'Ann und Cy gewinnen mit 1 Punkt Vorsprung.',
    );
    const resigned = teamState({ winners: [1, 3], draw: false, how: 'resign', resigned: 4, margin: null });
    expect(resultText(resigned, names, 'en', t)).toBe('Dee resigned. Ann and Cy win.');
    const draw = teamState({ winners: [1, 2, 3, 4], draw: true, how: 'complete', resigned: 0, margin: null });
    expect(resultText(draw, names, 'en', t)).toBe('Draw.');
    const { container } = render(<ResultBanner state={won} names={names} lang="en" t={t} />);
    expect(container.querySelector('.result-scores').textContent).toBe('Final score: Ann and Cy 5, Bob and Dee 2');
    const board = render(
      <Scoreboard family={boxes} seats={seats} names={names} state={won} toMove={0} t={t} lang="en" />,
    ).container;
    expect([...board.querySelectorAll('.seat.won .name')].map((e) => e.textContent)).toEqual(['Ann and Cy']);
  });
});

describe('a score with more in it than its unit counts', () => {
  it('Dots with komi: the second score says how much of it is komi, on screen and to a screen reader', async () => {
    const { dots } = await import('../families/dots/index.jsx');
    addStrings((await import('../families/dots/play.js')).strings); // the Dots words come with its part
    const two = [
      { kind: 'human', level: 1, name: 'Ann' },
      { kind: 'human', level: 1, name: 'Bob' },
    ];
    const state = { teams: [[1], [2]], scores: [2, 1.5], komi: 1.5, toMove: 1, result: null };
    const { container } = render(
      <Scoreboard family={dots} seats={two} names={['Ann', 'Bob']} state={state} toMove={1} t={t} lang="en" />,
    );
    const units = [...container.querySelectorAll('.score-unit')].map((e) => e.textContent);
    expect(units).toEqual(['surrounded', 'with komi 1.5']);
    const said = [...container.querySelectorAll('.score')].map((e) => e.getAttribute('aria-label'));
    expect(said).toEqual(['2 dots surrounded', '1.5 points with komi 1.5']);
    // without komi, the plain unit
    const plain = render(
      <Scoreboard
        family={dots}
        seats={two}
        names={['Ann', 'Bob']}
        state={{ ...state, komi: 0 }}
        toMove={1}
        t={t}
        lang="en"
      />,
    ).container;
    expect([...plain.querySelectorAll('.score-unit')].map((e) => e.textContent)).toEqual(['surrounded', 'surrounded']);
  });
});
