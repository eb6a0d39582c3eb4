// puzzle.test.js — what a puzzle says about a move, from the solver's values (build.js): the best
// move is "best", a worse one loses half the difference in boxes (values count the mover's future
// boxes minus the opponent's), and the final share of the open boxes follows from the value.
import { describe, expect, it } from 'vitest';
import { answerText, lossOf, outcome, toMoveText, verdict } from '../puzzles/verdict.js';
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
    expect(verdict(p, '4', t)).toEqual({
      best: true,
      text: expect.stringMatching(/^Best move! The line a .* 6 of the 9 boxes .* 3\.$/),
    });
    expect(verdict(p, '5', t)).toEqual({
      best: false,
      text: expect.stringMatching(/^The line b loses 2 boxes .* 4 of the 9 .* 5\.$/),
    });
    expect(verdict(p, '6', t).text).toMatch(/loses 5 boxes/);
    expect(verdict(p, '99', t)).toBe(null);
  });
  it('in misère, a move that takes more boxes is the worse one', () => {
    const m = { ...p, misere: true, best: -7 };
    expect(verdict(m, '6', t).best).toBe(true);
    expect(verdict(m, '4', t).text).toMatch(/costs you 5 boxes/);
  });
  it('count in the own cells of the grid: hexagons and triangles are not boxes', () => {
    const hex = { ...p, cellWord: 'hex' };
    expect(verdict(hex, '5', t).text).toMatch(/^The line b loses 2 hexagons .* 4 of the 9 hexagons still open/);
    expect(verdict({ ...p, cellWord: 'tri' }, '4', t).text).toMatch(/of the 9 triangles still open/);
    expect(answerText({ ...p, cellWord: 'tri' }, t)).toMatch(/of the 9 triangles/);
    expect(verdict(hex, '6', t).text).not.toMatch(/box/);
  });
  it('insert a move name lowercase mid-sentence and capitalised at the start (de, nb)', () => {
    for (const [lang, re] of [
      ['de', /^Bester Zug! Besser als die Linie a geht/],
      ['nb', /^Beste trekk! Bedre enn streken a blir/],
      ['da', /^Bedste træk! Linjen a er/],
    ]) {
      expect(verdict(p, '4', translator(lang)).text).toMatch(re);
    }
    expect(verdict(p, '5', translator('de')).text).toMatch(/^Die Linie b verliert 2 Kästchen/);
  });
  it('say win or loss in a Shut In puzzle, naming the cell', () => {
    const s = {
      ...p,
      kind: 'win',
      moveKey: 'art.cell',
      best: 1,
      left: null,
      options: [
        { token: 'e5', label: 'e5', value: 1 },
        { token: 'b4', label: 'b4', value: -1 },
      ],
    };
    expect(verdict(s, 'e5', t)).toEqual({
      best: true,
      text: expect.stringMatching(/^Best move! After the cell e5 you win/),
    });
    expect(verdict(s, 'b4', t)).toEqual({
      best: false,
      text: expect.stringMatching(/^The cell b4 gives the win away/),
    });
    expect(answerText(s, t)).toMatch(/^The winning move: the cell e5\./);
  });
  it('count a Dots puzzle in dots won or lost within its horizon, naming the point', () => {
    const d = {
      ...p,
      kind: 'gain',
      moveKey: 'art.point',
      depth: 3,
      best: 0,
      left: null,
      options: [
        { token: '8-6', label: '8-6', value: 0 },
        { token: '3-4', label: '3-4', value: -1 },
        { token: '9-9', label: '9-9', value: -2 },
      ],
    };
    expect(verdict(d, '8-6', t)).toEqual({
      best: true,
      text: 'Best move! The point 8-6 is the strongest move here. Over the next 3 moves, with best play on both sides, neither of you wins a dot from the other.',
    });
    expect(verdict(d, '3-4', t)).toEqual({
      best: false,
      text: 'The point 3-4 costs you 1 dot compared with the best move. Over the next 3 moves, with best play on both sides, you come out 1 dot behind.',
    });
    expect(verdict(d, '9-9', t).text).toMatch(/costs you 2 dots .* 2 dots behind\.$/);
    expect(answerText({ ...d, best: 2, options: [{ token: '7-5', label: '7-5', value: 2 }] }, t)).toBe(
      'The best move: the point 7-5. Over the next 3 moves, with best play on both sides, you come out 2 dots ahead.',
    );
    expect(verdict(d, '3-4', translator('de')).text).toMatch(
      /^Der Punkt 3-4 kostet dich 1 Punkt gegenüber dem besten Zug\. Nach den nächsten 3 Zügen liegst du .* 1 Punkt zurück\.$/,
    );
    expect(toMoveText({ ...d, family: 'dots', mover: 1, scores: [0, 0] }, t)).toBe(
      'To move: Blue (player 1). Score so far: 0–0.',
    );
  });
  it('name the side to move as the prompts do: its colour or pieces, and its player number', () => {
    expect(toMoveText({ ...p, family: 'boxes', mover: 2, scores: [1, 0] }, t)).toBe(
      'To move: Orange (player 2). Score so far: 1–0.',
    );
    expect(toMoveText({ ...p, family: 'shutin', kind: 'win', mover: 1, scores: [9, 8] }, t)).toBe(
      'To move: Crosses (player 1).',
    );
  });
  it('name every best line in the answer', () => {
    const two = { ...p, options: [...p.options, { token: '7', label: 'd', value: 3 }] };
    expect(answerText(two, t)).toMatch(/^The best move: the line a or the line d\./);
  });
});
