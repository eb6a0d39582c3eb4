import { describe, expect, it } from 'vitest';
import { turnOfMove, turnsOf } from './turns.js';

describe('turns', () => {
  // seat 1 draws, seat 2 closes two boxes (three lines in a row), seat 1, seat 1 again after a box
  const movers = [1, 2, 2, 2, 1, 1, 2];
  it('groups a seat’s moves in a row into one turn', () => {
    expect(turnsOf(movers)).toEqual([
      { seat: 1, moves: [0] },
      { seat: 2, moves: [1, 2, 3] },
      { seat: 1, moves: [4, 5] },
      { seat: 2, moves: [6] },
    ]);
    expect(turnsOf([])).toEqual([]);
  });
  it('numbers each move by its turn, as the list does', () => {
    expect(movers.map((_, k) => turnOfMove(movers, k))).toEqual([1, 2, 2, 2, 3, 3, 4]);
    const turns = turnsOf(movers);
    turns.forEach((turn, i) => turn.moves.forEach((k) => expect(turnOfMove(movers, k)).toBe(i + 1)));
  });
});
