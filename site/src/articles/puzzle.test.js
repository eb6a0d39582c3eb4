// puzzle.test.js — what a puzzle says about a move, from the solver's values (build.js): the best
// move is "best", a worse one loses half the difference in boxes (values count the mover's future
// boxes minus the opponent's), and the final share of the open boxes follows from the value.
import { describe, expect, it } from 'vitest';
import { answerText, lossOf, outcome, verdict } from './Puzzle.jsx';
import { translator, addStrings } from '../i18n/index.js';
import { articleStrings } from '../i18n/strings-articles.js';

addStrings(articleStrings);
const t = translator('en');
// Nine boxes open; the best move is worth +3 (6–3), one move −1 (4–5), one −7 (1–8).
const p = {
  moves: '1.2',
  left: 9,
  best: 3,
  misere: false,
  options: [
    { token: '4', label: 'a', value: 3 },
    { token: '5', label: 'b', value: -1 },
    { token: '6', label: 'c', value: -7 },
  ],
};

describe('puzzle verdicts', () => {
  it('share the open boxes as the value says', () => {
    expect(outcome(p, 3)).toEqual({ mine: 6, theirs: 3 });
    expect(outcome(p, -7)).toEqual({ mine: 1, theirs: 8 });
  });
  it('count what a move loses in boxes against the best', () => {
    expect(lossOf(p, 3)).toBe(0);
    expect(lossOf(p, -1)).toBe(2);
    expect(lossOf(p, -7)).toBe(5);
  });
  it('say "best" for the best move and what a worse one loses', () => {
    expect(verdict(p, '4', t)).toEqual({ best: true, text: expect.stringMatching(/^Best move! The line a .* 6 of the 9 boxes .* 3\.$/) });
    expect(verdict(p, '5', t)).toEqual({ best: false, text: expect.stringMatching(/^The line b loses 2 boxes .* 4 of the 9 .* 5\.$/) });
    expect(verdict(p, '6', t).text).toMatch(/loses 5 boxes/);
    expect(verdict(p, '99', t)).toBe(null);
  });
  it('in misère, a move that takes more boxes is the worse one', () => {
    const m = { ...p, misere: true, best: -7 };
    expect(verdict(m, '6', t).best).toBe(true);
    expect(verdict(m, '4', t).text).toMatch(/costs you 5 boxes/);
  });
  it('name every best line in the answer', () => {
    const two = { ...p, options: [...p.options, { token: '7', label: 'd', value: 3 }] };
    expect(answerText(two, t)).toMatch(/^The best move: the line a or the line d\./);
  });
});
