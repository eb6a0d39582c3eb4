// shutin-solved.test.js — the Shut In results the site states (site/src/families/shutin/solved.js:
// the setup form's hint and the article) are the core's: every listed board small enough to
// solve here in a second is solved again by the real WASM engine, which must name the same
// winner. The bigger boards (7×7 and up) are checked natively, as docs/solvers.md "Solved Shut In boards"
// writes.
import { describe, expect, it } from 'vitest';
import { SOLVED, solvedWinner } from '../../site/src/families/shutin/solved.js';
import { engine } from './helpers.js';

const cells = (size) =>
  size
    .split('x')
    .map(Number)
    .reduce((a, b) => a * b);

describe('the solved Shut In boards on the site are what the core proves', () => {
  it('tells the free start apart from the fixed one', () => {
    expect(solvedWinner({ size: '6x6', gravity: '1', start: 'free', blocked: 'none' })).toBe(2);
    expect(solvedWinner({ size: '7x7', gravity: '1', start: 'free', blocked: 'none' })).toBe(0);
    expect(solvedWinner({ size: '7x7', gravity: '1', start: 'fixed', blocked: 'none' })).toBe(1);
  });
  // The free start's first four plies go anywhere, so its proofs are bigger: a smaller cut.
  const quick = SOLVED.filter(
    (e) => cells(e.size) <= (e.start === 'free' ? (e.gravity === '1' ? 25 : 20) : e.gravity === '1' ? 36 : 25),
  );
  it('checks the small boards of both rules', () => {
    expect(quick.filter((e) => e.gravity === '0').length).toBeGreaterThanOrEqual(2);
    expect(quick.filter((e) => e.gravity === '1').length).toBeGreaterThanOrEqual(4);
  });
  it('checks the free start of both rules', () => {
    expect(quick.filter((e) => e.start === 'free' && e.gravity === '0').length).toBeGreaterThanOrEqual(2);
    expect(quick.filter((e) => e.start === 'free' && e.gravity === '1').length).toBeGreaterThanOrEqual(3);
  });
  for (const { size, gravity, winner, start = 'fixed' } of quick) {
    it(`${size} gravity=${gravity} start=${start}: ${winner === 1 ? 'crosses' : 'circles'} win`, async () => {
      const e = await engine();
      const g = e.newGame(`game=shutin&size=${size}&gravity=${gravity}&start=${start}`);
      const got = g.solve({ nodes: 2000000 });
      g.free();
      expect(got.known).toBe(true);
      // value is for the side to move at the start: the crosses.
      expect(got.value).toBe(winner === 1 ? 1 : -1);
      expect(solvedWinner({ size, gravity, start, blocked: 'none' })).toBe(winner);
    });
  }
});

// The article (site/src/articles/content/shut-in.js) states two things about the whole list: every
// board from 4×4 to 8×8 is solved with gravity and every one of them of at most 36 cells without,
// and on all of them the crosses win exactly when both the columns and the rows are odd.
describe('what the Shut In article says of the solved boards holds for the list', () => {
  const sides = [4, 5, 6, 7, 8];
  it('lists every board from 4×4 to 8×8 with gravity, and those of at most 36 cells without', () => {
    for (const gravity of ['1', '0'])
      for (const w of sides)
        for (const h of sides) {
          const listed = SOLVED.some((e) => e.size === `${w}x${h}` && e.gravity === gravity && !e.start);
          expect(listed, `${w}x${h} gravity=${gravity}`).toBe(gravity === '1' || w * h <= 36);
        }
  });
  it('has the crosses win exactly where both sides are odd', () => {
    for (const { size, gravity, winner } of SOLVED) {
      const [w, h] = size.split('x').map(Number);
      expect(winner, `${size} gravity=${gravity}`).toBe(w % 2 && h % 2 ? 1 : 2);
    }
  });
});
