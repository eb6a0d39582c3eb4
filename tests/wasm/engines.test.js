// engines.test.js — the site's engine: one WASM module per family (Makefile paperdots-<family>.wasm,
// core/registry.c's weak references) behind wasm/engines.js.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Engines, familyOfSetup } from '../../wasm/engines.js';
import { EngineError, loadEngine } from '../../wasm/engine.js';
import { root } from './helpers.js';

const FAMILIES = ['boxes', 'dots', 'shutin'];
const START = { boxes: 'game=boxes&size=2x2', dots: 'game=dots&size=7x7&start=empty', shutin: 'game=shutin&size=4x4' };
const moduleOf = (family) => loadEngine({ wasmBinary: readFileSync(`${root}wasm/dist/paperdots-${family}.wasm`) });

describe('one module per family', () => {
  for (const family of FAMILIES) {
    it(`paperdots-${family}.wasm plays ${family} only, and refuses another game naming every family`, async () => {
      const e = await moduleOf(family);
      const g = e.newGame(START[family]);
      expect(g.state().over).toBe(false);
      g.free();
      expect(e.setupSchema().families.map((f) => f.name)).toEqual([family]);
      for (const other of FAMILIES.filter((f) => f !== family)) {
        let err = null;
        try {
          e.newGame(START[other]);
        } catch (x) {
          err = x;
        }
        expect(err).toBeInstanceOf(EngineError);
        expect(err.code).toBe('game-unknown');
        expect(err.params.allowed).toBe('boxes, dots, shutin');
      }
    });
  }

  it('only the Dots module reads SGF', async () => {
    expect((await moduleOf('dots')).sgfImport('(;FF[4]GM[40]SZ[15])')).toMatch(/^game=dots&/);
    for (const other of ['boxes', 'shutin']) {
      let err = null;
      try {
        (await moduleOf(other)).sgfImport('(;FF[4]GM[40]SZ[15])');
      } catch (x) {
        err = x;
      }
      expect(err).toBeInstanceOf(EngineError);
      expect(err.code).toBe('format-unsupported');
    }
  });
});

describe('Engines', () => {
  const counting = () => {
    const loads = [];
    const engines = new Engines({
      load: (family) => {
        loads.push(family);
        return moduleOf(family);
      },
    });
    return { engines, loads };
  };

  it('reads the family from the first key only', () => {
    expect(familyOfSetup('game=dots&size=7x7')).toBe('dots');
    expect(familyOfSetup('size=7x7&game=dots')).toBe(null);
    expect(familyOfSetup('game=chess')).toBe(null);
    expect(familyOfSetup('game=toString')).toBe(null);
  });

  it("loads a family's module the first time it is asked for, once, and sends each game to its module", async () => {
    const { engines, loads } = counting();
    await Promise.all([engines.readyFor(START.shutin), engines.ready('shutin')]);
    expect(loads).toEqual(['shutin']);
    expect(engines.isReadyFor(START.boxes)).toBe(false);
    expect(() => engines.newGame(START.boxes)).toThrow(/before it has loaded/);
    await engines.readyFor(`${START.boxes}&moves=0.1`);
    expect(loads).toEqual(['shutin', 'boxes']);
    const g = engines.newGame(`${START.boxes}&moves=0.1`);
    expect(g.state().moveCount).toBe(2);
    expect(g.engine).toBe(engines.get('boxes'));
    g.free();
    expect(engines.module('boxes')).toBe(engines.get('boxes').module);
  });

  it("a setup naming no known game gets the core's error from a loaded module", async () => {
    const { engines, loads } = counting();
    await engines.readyFor('size=3x3');
    expect(loads.length).toBe(1);
    expect(() => engines.newGame('size=3x3')).toThrow(expect.objectContaining({ code: 'game-missing' }));
    expect(() => engines.newGame('game=chess')).toThrow(expect.objectContaining({ code: 'game-unknown' }));
  });

  it('a failed load is tried again on the next ask', async () => {
    let fail = true;
    const engines = new Engines({
      load: (family) => {
        if (fail) return Promise.reject(new Error('offline'));
        return moduleOf(family);
      },
    });
    await expect(engines.ready('dots')).rejects.toThrow('offline');
    fail = false;
    const e = await engines.ready('dots');
    expect(engines.sgfImport('(;GM[40]FF[4]SZ[7])')).toMatch(/^game=dots&/);
    expect(e).toBe(engines.get('dots'));
  });
});
