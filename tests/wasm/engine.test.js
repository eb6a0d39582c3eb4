// engine.test.js — the typed wrapper over the real WASM core: games, undo, JSON exports,
// errors as EngineError, and agreement with the native CLI on reports and bot moves.
import { describe, expect, it } from 'vitest';
import { EngineError } from '../../wasm/engine.js';
import { engine, native, recordArgs } from './helpers.js';

describe('engine wrapper', () => {
  it('plays, lists legal moves, undoes and records', async () => {
    const e = await engine();
    const g = e.newGame('game=boxes&size=2x2');
    expect(g.canonicalSetup()).toBe('game=boxes&grid=square&size=2x2&border=open&misere=0&players=2');
    expect(g.legalMoves()).toHaveLength(12);
    expect(g.play('0').moves).toEqual(['0']);
    const after = g.play('5');
    expect(after.legal).toEqual(g.legalMoves());
    expect(after.record).toBe(g.record());
    expect(g.legalMoves()).not.toContain('5');
    expect(g.record()).toBe('game=boxes&grid=square&size=2x2&border=open&misere=0&players=2&moves=0.5');
    expect(g.play('resign').result).toMatchObject({ winners: [2], how: 'resign', resigned: 1 });
    expect(() => g.play('1')).toThrow(expect.objectContaining({ code: 'game-over' }));
    expect(g.undo().moves).toEqual(['0', '5']);
    expect(g.stateAt(1).moves).toEqual(['0']);
    expect(() => g.stateAt(3)).toThrow(expect.objectContaining({ code: 'view-range' }));
    expect(g.undo().moves).toEqual(['0']);
    expect(g.undo().moves).toEqual([]);
    expect(g.undo()).toBe(null);
    expect(g.legalMoves()).toHaveLength(12);
    g.free();
    expect(() => g.play('1')).toThrow(/freed/);
  });

  it('exports geometry and state that agree with each other', async () => {
    const e = await engine();
    for (const setup of ['game=boxes', 'game=boxes&grid=hex&border=swedish', 'game=boxes&grid=tri&players=3']) {
      const g = e.newGame(setup);
      const geo = g.geometry();
      const info = Object.fromEntries(
        g
          .info()
          .trim()
          .split('\n')
          .map((l) => l.split('=')),
      );
      expect(geo.dots).toHaveLength(Number(info.dots));
      expect(geo.lines).toHaveLength(Number(info.lines));
      expect(geo.cells).toHaveLength(Number(info.cells));
      expect(geo.predrawn).toHaveLength(Number(info.predrawn));
      const st = g.state();
      expect(st.lines.filter((o) => o === -1)).toHaveLength(g.legalMoves().length);
      g.play(g.legalMoves()[0]);
      const st2 = g.state();
      expect(st2.moveCount).toBe(1);
      expect(st2.lastTurn).toEqual([0]);
      expect(st2.lines[Number(st2.moves[0])]).toBe(1);
      g.free();
    }
  });

  it('turns core errors into EngineError with code, params and message', async () => {
    const e = await engine();
    const cases = [
      ['game=boxes&size=13x4', 'size-range', { key: 'size', value: '13x4', min: '1', max: '12' }],
      ['game=boxes&grid=hex&grid=tri', 'key-repeated', { key: 'grid' }],
      ['game=boxes&moves=0.1.40', 'line-range', { line: '40', max: '39', move: '3', token: '40' }],
      ['game=chess', 'game-unknown', { key: 'game', value: 'chess' }],
      ['', 'setup-empty', {}],
    ];
    for (const [rec, code, params] of cases) {
      let err;
      try {
        e.newGame(rec);
      } catch (x) {
        err = x;
      }
      expect(err).toBeInstanceOf(EngineError);
      expect(err.code).toBe(code);
      expect(err.params).toMatchObject(params);
      const n = native(['play', ...recordArgs(rec)]);
      expect(n.ok).toBe(false);
      expect(n.err).toBe(`error: ${code}: ${err.message}\n`);
    }
    const g = e.newGame('game=boxes');
    g.play('7');
    expect(() => g.play('7')).toThrow(
      expect.objectContaining({ code: 'line-drawn', params: expect.objectContaining({ line: '7', move: '2' }) }),
    );
    expect(() => g.play('')).toThrow(expect.objectContaining({ code: 'move-syntax' }));
    expect(() => g.play('héllo')).toThrow(expect.objectContaining({ code: 'line-syntax' }));
    g.free();
  });

  it('survives hostile strings without corrupting memory', async () => {
    const e = await engine();
    const junk = [
      '&&&',
      'game=boxes&size=' + '9'.repeat(5000),
      'game=\u00e9',
      'game=boxes&moves=' + '1.'.repeat(3000),
      '\u0000',
    ];
    for (const j of junk) {
      expect(() => e.newGame(j)).toThrow(EngineError);
    }
    const g = e.newGame('game=boxes&grid=hex&size=12x12');
    expect(g.legalMoves()).toHaveLength(479);
    g.free();
  });

  // The core reads C strings: before this check a NUL cut the text there, so the setup below
  // made a default 39x32 game and an SGF imported only the part before it.
  it('refuses a NUL in a setup, a move or an SGF text instead of cutting the text there', async () => {
    const e = await engine();
    const nul = (f) => {
      try {
        f();
      } catch (err) {
        return err.code;
      }
      return 'accepted';
    };
    expect(nul(() => e.newGame('game=dots\0&size=1000x1000'))).toBe('text-nul');
    expect(nul(() => e.newGame('game=boxes&size=2x2&moves=0.1\0.2'))).toBe('text-nul');
    const g = e.newGame('game=boxes&size=2x2');
    const before = g.record();
    expect(nul(() => g.play('0\0'))).toBe('text-nul');
    expect(g.record()).toBe(before);
    g.free();
    expect(nul(() => e.sgfImport('(;GM[40]FF[4]SZ[15]\0;B[aa])'))).toBe('text-nul');
    const err = (() => {
      try {
        e.newGame('game=boxes\0');
      } catch (x) {
        return x;
      }
      return null;
    })();
    expect(err).toBeInstanceOf(EngineError);
    expect(err.params).toEqual({ at: '11' });
  });
});

describe('native and WASM agree', () => {
  const records = [
    'game=boxes&moves=0.5.9.14.20',
    'game=boxes&grid=hex&size=3x3&border=swedish&moves=',
    'game=boxes&grid=tri&size=4x2&players=4&misere=1&moves=3.4.5',
    'game=boxes&size=6x6&moves=1.2.3.4.5.6.7.8',
  ];
  for (const rec of records) {
    it(`reports, legal lists and level-1 bot moves: ${rec}`, async () => {
      const e = await engine();
      const g = e.newGame(rec);
      const args = recordArgs(rec);
      expect(g.report()).toBe(native(['play', ...args]).out);
      expect(g.info()).toBe(native(['info', args[0]]).out);
      expect(`legal=${g.legalMoves().join(' ')}\n`).toBe(native(['legal', ...args]).out);
      for (const seed of [1, 2, 99]) {
        const w = g.botMove({ level: 1, nodes: 5000, seed });
        expect(`move=${w}\n`).toBe(
          native(['bot', ...args, '--level', '1', '--nodes', '5000', '--seed', String(seed)]).out,
        );
      }
      g.free();
    });
  }
});
