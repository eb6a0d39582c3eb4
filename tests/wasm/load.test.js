// load.test.js — a short load run through the WASM module (tests/load/load-wasm.mjs; `make load`
// runs 10,000 games per family): random games with bot moves, replay equals live, undo restores
// the start, bot moves are legal, scores fit the board, and the module's memory does not grow.
import { describe, expect, it } from 'vitest';
import { engine } from './helpers.js';
import { loadFamilies, runFamily } from '../load/load-wasm.mjs';

const GAMES = { boxes: 40, shutin: 20, dots: 6 };

describe('load run through the WASM module', () => {
  it('reads the three families and their boards from tests/load/load.h', () => {
    const fams = loadFamilies();
    expect(fams.map((f) => f.name)).toEqual(['boxes', 'shutin', 'dots']);
    for (const f of fams) expect(f.setups.length).toBeGreaterThan(1);
  });

  for (const family of loadFamilies()) {
    it(`${family.name}: ${GAMES[family.name]} random games keep every invariant and the memory size`, async () => {
      const e = await engine();
      const t = runFamily(e, family, GAMES[family.name], 11);
      expect(t.games).toBe(GAMES[family.name]);
      expect(t.botMoves).toBeGreaterThan(0);
      expect(t.undos).toBe(t.moves);
      expect(t.memoryAfter).toBe(t.memoryBefore);
    });
  }
});
