// sgf.test.js — Dots SGF through the WASM API: export gives exactly the native CLI's text (rings
// from the rules included), import gives back the record, and bad files fail with the same codes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engine, native, root } from './helpers.js';

const RECORDS = [
  'game=dots&size=7x7&start=empty&moves=3-3.3-4.4-4.4-5.5-3.5-4.4-2.4-3',
  'game=dots&size=39x32&moves=19-16.22-17.20-18.21-15',
  'game=dots&size=9x9&start=empty&moves=5-5.1-1.ground',
  // the colour not to move grounds (playdots.ru's ending after the grounder's own move)
  'game=dots&size=9x9&start=empty&moves=5-4.5-5.4-5.1-9.6-5.1-8.5-6.1-7.4-6.ground-waiting',
  'game=dots&size=7x7&moves=1-1.resign',
  // every rule set (Paperdots' own properties: RU[polish], PDS, PDC, PDA, PDD)
  'game=dots&size=15x15&start=cross&rules=polish&moves=4-5.5-5',
  'game=dots&size=7x7&start=empty&rules=polish&moves=2-3.3-3.3-4.1-6.4-4.2-7.5-3.3-6.4-2.2-5.3-2.1-1.7-1!.agree.decline.6-6.resign',
  'game=dots&size=9x9&start=empty&rules=polish&extra=1&players=4&win=7&moves=2-3.3-3.3-4.1-6.4-4.2-7.5-3.3-6.agree.decline.4-2.2-5.3-2!.1-1',
  'game=dots&size=9x9&start=empty&houses=capture&freeing=0&moves=2-2.5-5.3-1.5-6.4-2.5-7.3-3.ground',
  // zagram's rules: 9-9 names one of Black's two open rings (the hexagon round 3-3, from 3-4), as
  // an imported zagram game does; the diamond round 7-7 stays open
  'game=dots&size=9x9&start=empty&rules=zagram&moves=3-4.3-3.4-4.7-7.5-3.1-1.4-2.1-2.3-2.1-3.2-3.1-4.7-8.1-5.8-7.1-6.7-6.1-7.6-7.1-8.9-9!3-4:631479',
];

describe('Dots SGF in WASM', () => {
  for (const record of RECORDS) {
    it(`exports and imports ${record} as the native engine does`, async () => {
      const e = await engine();
      const sgf = e.sgfExport(record);
      const cli = native(['sgf-export', record]);
      expect(cli.ok).toBe(true);
      expect(sgf).toBe(cli.out);
      const g = e.newGame(record);
      expect(e.sgfImport(sgf)).toBe(g.record());
      g.free();
    });
  }

  it('writes the names and the date as the CLI does (--pb, --pw, --dt), and reads them back', async () => {
    const e = await engine();
    const record = 'game=dots&size=7x7&start=empty&moves=3-3.3-4.flag';
    const info = { pb: 'Ann Østergaard', pw: 'Bot, level 2', dt: '2026-12-01' };
    const sgf = e.sgfExport(record, null, info);
    const cli = native(['sgf-export', record, '--pb', info.pb, '--pw', info.pw, '--dt', info.dt]);
    expect(cli.ok).toBe(true);
    expect(sgf).toBe(cli.out);
    expect(sgf).toContain('RU[russian]PB[Ann Østergaard]PW[Bot, level 2]DT[2026-12-01]RE[W+T]');
    expect(e.sgfImport(sgf)).toBe(e.sgfImport(e.sgfExport(record)));
    expect(e.sgfTimes(sgf)).toEqual({ tm: null, ot: null, left: [null, null], ...info });
    // with the clock: one options text; a line break in a name is a space
    expect(e.sgfExport(record, { tm: 0, ot: '10 s per move' }, { pw: 'Bo\nB' })).toContain(
      'PW[Bo B]RE[W+T]TM[0]OT[10 s per move]',
    );
    expect(native(['sgf-export', record, '--pb']).ok).toBe(false);
    expect(native(['sgf-export', record, '--xx', 'A']).err).toMatch(/^error: usage: sgf-export takes one RECORD/);
  });

  it('refuses another family, a bad file and an illegal move with stable codes', async () => {
    const e = await engine();
    expect(() => e.sgfExport('game=boxes&moves=0')).toThrow(expect.objectContaining({ code: 'sgf-game' }));
    expect(() => e.sgfImport('(;FF[4]GM[40]SZ[7];B[cc')).toThrow(expect.objectContaining({ code: 'sgf-syntax' }));
    expect(() => e.sgfImport('(;FF[4]GM[40]SZ[7];B[cc];W[cc])')).toThrow(
      expect.objectContaining({ code: 'sgf-move', params: expect.objectContaining({ reason: 'point-occupied' }) }),
    );
  });

  // playdots.ru game 1213317: White plays vh, then Black's node of 79 points round White's
  // groups: White grounded on Black's turn. The move is White's (movers), Black wins by 121 as
  // RE[B+121] says.
  it('opens a playdots game that ends with a grounding on the opponent’s turn', async () => {
    const e = await engine();
    const text = readFileSync(`${root}tests/fixtures/sgf-real/playdots/1213317.sgf`, 'utf8');
    const record = e.sgfImport(text);
    expect(record.endsWith('.ground-waiting')).toBe(true);
    const g = e.newGame(record);
    try {
      const s = g.state();
      expect(s.moves.at(-2)).not.toBe('ground-waiting');
      expect(s.movers.at(-1)).toBe(2);
      expect(s.movers.at(-2)).toBe(2);
      expect(s.result).toMatchObject({ winners: [1], how: 'ground', margin: 121 });
      expect(s.scores).toEqual([121, 0]);
    } finally {
      g.free();
    }
  });

  // The files of other programs in tests/fixtures/sgf-real (test_dots_sgf_real.c checks them
  // against expect.tsv natively): the WASM reads each one as the CLI does, the same record or the
  // same refusal.
  it('reads the files other programs wrote (tests/fixtures/sgf-real) as the native CLI does', async () => {
    const e = await engine();
    const dir = `${root}tests/fixtures/sgf-real/`;
    const files = readFileSync(`${dir}expect.tsv`, 'utf8')
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('#'))
      .map((l) => l.split(/\s+/)[0]);
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const cli = native(['sgf-import', `${dir}${file}`]);
      const text = readFileSync(`${dir}${file}`, 'utf8');
      if (cli.ok) {
        expect(e.sgfImport(text), file).toBe(cli.out.match(/^record=(.*)$/m)[1]);
      } else {
        const code = cli.err.match(/^error: ([a-z-]+):/)[1];
        expect(() => e.sgfImport(text), file).toThrow(expect.objectContaining({ code }));
      }
    }
  });
});
