// registry.test.js — every family answers every question generic code asks of the registry
// (pages, articles, print), so no generic file ever needs to test a family's name.
import { describe, expect, it } from 'vitest';
import { FAMILIES, FAMILY_NAMES, PRINT_GAMES, SGF_FAMILY, boardName, familyOf } from './index.js';
import { FAMILY_WASM } from '../../../wasm/modules.js';

describe('the family registry', () => {
  it.each(FAMILIES.map((f) => [f.name, f]))('%s answers every question', (_name, f) => {
    expect(Object.keys(FAMILY_WASM)).toContain(f.engine);
    expect(typeof f.analysable).toBe('function');
    expect(typeof f.cellsLeft).toBe('function');
    expect(typeof f.boardName).toBe('function');
    expect(typeof f.choices).toBe('function');
    expect(typeof f.puzzles.solver).toBe('boolean');
    if (f.puzzles.solver) expect(typeof f.puzzles.min).toBe('function');
    else expect(f.puzzles.refusal).toMatch(/^the solver does not play /);
    expect(f.print.length).toBeGreaterThan(0);
    for (const p of f.print) expect(p.setup).toMatch(new RegExp(`^game=${f.name}(&|$)`));
  });

  it('offers analysis in every family for two seats (boxes: not for more), each shown its own way', () => {
    const seats = (n) => Array.from({ length: n }, () => ({ kind: 'human' }));
    expect(FAMILIES.filter((f) => f.analysable(seats(2))).map((f) => f.name)).toEqual(['boxes', 'shutin', 'dots']);
    for (const f of FAMILIES) expect(['exact', 'bot']).toContain(f.analysis.mode);
    expect(familyOf('boxes').analysable(seats(3))).toBe(false);
  });

  it('asks two-player boxes articles for three puzzles, and searches Dots puzzles to a horizon', () => {
    expect(familyOf('boxes').puzzles.min('game=boxes&size=3x3')).toBe(3);
    expect(familyOf('boxes').puzzles.min('game=boxes&players=3')).toBe(0);
    expect(familyOf('shutin').puzzles.min('game=shutin')).toBe(0);
    expect(familyOf('dots').puzzles.solver).toBe(true);
    expect(familyOf('dots').puzzles.depth).toBe(true);
    expect(familyOf('dots').puzzles.tempt).not.toContain('safe');
    expect(familyOf('boxes').puzzles.depth).toBeFalsy();
  });

  it('counts open cells in boxes only, and names boards as the print page always has', () => {
    expect(familyOf('boxes').cellsLeft({ cells: [0, 1, 0, 2] })).toBe(2);
    expect(familyOf('shutin').cellsLeft({ cells: [0, 0] })).toBe(null);
    expect(boardName({ family: 'boxes', grid: 'hex' })).toBe('game.boxes.hex');
    expect(boardName({ family: 'dots' })).toBe('game.dots');
    expect(boardName({ family: 'shutin' })).toBe('game.shutin');
  });

  it('keeps the print menu, the SGF reader and the names in their order', () => {
    expect(PRINT_GAMES.map((g) => [g.id, g.game, g.setup, g.name])).toEqual([
      ['square', 'boxes', 'game=boxes&grid=square', 'game.boxes.square'],
      ['hex', 'boxes', 'game=boxes&grid=hex', 'game.boxes.hex'],
      ['tri', 'boxes', 'game=boxes&grid=tri', 'game.boxes.tri'],
      ['dots', 'dots', 'game=dots', 'game.dots'],
      ['shutin', 'shutin', 'game=shutin', 'game.shutin'],
    ]);
    expect(SGF_FAMILY.engine).toBe('dots');
    expect(FAMILY_NAMES).toEqual(['boxes', 'shutin', 'dots']);
  });
});
