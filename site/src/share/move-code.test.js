// move-code.test.js — the compact move list of long links: every token shape round-trips, tokens
// of no shape travel as themselves, and what is not the form is refused (null), never misread.
import { describe, expect, it } from 'vitest';
import { decodeMoves, encodeMoves } from './move-code.js';

const roundTrip = (moves) => decodeMoves(encodeMoves(moves));

describe('compact move lists', () => {
  it('writes an ordinary move in two characters, in each shape', () => {
    expect(encodeMoves('0.5.4095')).toBe('nAAAF__');
    expect(encodeMoves('20-17.21-16')).toBe('pURVQ');
    expect(encodeMoves('c1.a2.p16')).toBe('cCBACPQ');
    expect(encodeMoves('')).toBe('n');
    expect(decodeMoves('n')).toBe('');
  });

  it('round-trips every shape, the Polish closing dot, and the tokens of no shape', () => {
    for (const moves of [
      '0.1.2.3.63.64.4095',
      '1-1.52-52.0-63.63-0.20-17!.21-16',
      'a1.p16.h8.c1',
      '20-17.ground',
      '3-4.4-4.4-5.1-1.5-4.1-2.5-2.1-3.6-3.1-4.4-3:3977.resign',
      'agree.decline.20-17!.agree.agree',
      '0.1.resign',
      'c1.flag',
      '4096.5',
      '07.1-01',
    ])
      expect(roundTrip(moves), moves).toBe(moves);
    // a random long list of points: two characters each
    const pts = Array.from({ length: 1248 }, (_, i) => `${1 + (i % 39)}-${1 + Math.floor(i / 39)}`).join('.');
    expect(roundTrip(pts)).toBe(pts);
    expect(encodeMoves(pts).length).toBe(1 + 2 * 1248);
  });

  it('refuses what is not the form, and tokens it cannot carry', () => {
    for (const bad of ['', 'x', 'nA', 'n.resign', 'n..', 'nA!', 'n$$', 'cqA', 'p' + 'A'.repeat(3), 'n.RESIGN.'])
      expect(decodeMoves(bad), bad).toBe(null);
    expect(encodeMoves('1.2&x=1')).toBe(null);
    expect(encodeMoves('1.A')).toBe(null);
  });
});
