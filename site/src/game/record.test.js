// record.test.js — the record format's parts and joins (game/record.js), and that appending moves
// agrees with the worker's own helper (wasm/workers/analyse.js recordWith).
import { describe, expect, it } from 'vitest';
import { hasMoves, joinRecord, movesOf, namesMoves, recordAt, setupOf, splitRecord, withMoves } from './record.js';
import { recordWith } from '../../../wasm/workers/analyse.js';

const SETUP = 'game=boxes&size=3x3';

describe('record format', () => {
  it('splits a record into setup and moves', () => {
    expect(splitRecord(`${SETUP}&moves=a.b.c`)).toEqual({ setup: SETUP, moves: 'a.b.c' });
    expect(splitRecord(`${SETUP}&moves=`)).toEqual({ setup: SETUP, moves: '' });
    expect(splitRecord(SETUP)).toEqual({ setup: SETUP, moves: null });
  });

  it('joins a setup and moves, as text or as a list', () => {
    expect(joinRecord(SETUP, 'a.b')).toBe(`${SETUP}&moves=a.b`);
    expect(joinRecord(SETUP, ['a', 'b'])).toBe(`${SETUP}&moves=a.b`);
    expect(joinRecord(SETUP, [])).toBe(`${SETUP}&moves=`);
    expect(joinRecord(SETUP)).toBe(`${SETUP}&moves=`);
    expect(joinRecord(SETUP, null)).toBe(`${SETUP}&moves=`);
  });

  it('split and join are inverse', () => {
    for (const r of [`${SETUP}&moves=`, `${SETUP}&moves=x`, `${SETUP}&moves=1.2.3`]) {
      const { setup, moves } = splitRecord(r);
      expect(joinRecord(setup, moves)).toBe(r);
    }
  });

  it('reads the setup and the moves as a list', () => {
    expect(setupOf(`${SETUP}&moves=a`)).toBe(SETUP);
    expect(setupOf(SETUP)).toBe(SETUP);
    expect(movesOf(`${SETUP}&moves=a.b.c`)).toEqual(['a', 'b', 'c']);
    expect(movesOf(`${SETUP}&moves=`)).toEqual([]);
    expect(movesOf(SETUP)).toEqual([]);
    expect(hasMoves(`${SETUP}&moves=`)).toBe(true);
    expect(hasMoves(SETUP)).toBe(false);
  });

  it('tells a setup text that names moves itself', () => {
    expect(namesMoves('moves=1')).toBe(true);
    expect(namesMoves(`${SETUP}&moves=1`)).toBe(true);
    expect(namesMoves(SETUP)).toBe(false);
    expect(namesMoves('game=boxes&nomoves=1')).toBe(false);
  });

  it('cuts a record at move k', () => {
    const r = `${SETUP}&moves=a.b.c`;
    expect(recordAt(r, 0)).toBe(`${SETUP}&moves=`);
    expect(recordAt(r, 2)).toBe(`${SETUP}&moves=a.b`);
    expect(recordAt(r, 9)).toBe(r);
    expect(recordAt(r, 1, ['x', 'y'])).toBe(`${SETUP}&moves=x`);
    expect(recordAt(SETUP, 0)).toBe(`${SETUP}&moves=`);
  });

  it('appends moves as the analysis worker does', () => {
    for (const r of [SETUP, `${SETUP}&moves=`, `${SETUP}&moves=a`, `${SETUP}&moves=a.b`]) {
      for (const more of [[], ['x'], ['x', 'y']]) expect(withMoves(r, more)).toBe(recordWith(r, more));
    }
    expect(withMoves(`${SETUP}&moves=a`, ['x', 'y'])).toBe(`${SETUP}&moves=a.x.y`);
  });
});
