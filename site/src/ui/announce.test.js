// announce.test.js — the live region's words: a resignation that ends the game is said once (by
// the result), one that leaves the game going on is said by itself.
import { describe, expect, it } from 'vitest';
import { announcement } from './announce.js';
import { translator } from '../i18n/index.js';

const names = ['Ann', 'Bo', 'Cy'];
const family = { said: () => [] };

/** A state after seat `seat` resigned; `result` null while the others play on. */
const after = (seat, result, teams = [[1], [2]]) => ({
  event: { id: 1, kind: 'resign', seat },
  geometry: { moveTokens: [], moveLabels: [] },
  state: { result, teams, toMove: 2, scores: teams.map(() => 0), captured: [], moveCount: 0 },
});

describe('announcement', () => {
  for (const lang of ['en', 'da', 'de', 'nb']) {
    it(`says a resignation that ends the game once (${lang})`, () => {
      const t = translator(lang);
      const said = announcement(
        after(1, { how: 'resign', resigned: 1, winners: [2], draw: false, margin: null }),
        family,
        names,
        t,
        lang,
      );
      expect(said.split('Ann')).toHaveLength(2);
      expect(said).toContain('Bo');
    });
  }

  it('says a resignation the others play on after, then whose turn it is', () => {
    const t = translator('en');
    expect(announcement(after(1, null, [[1], [2], [3]]), family, names, t, 'en')).toBe('Ann resigned. Bo to move.');
  });
});
