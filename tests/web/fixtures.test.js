// fixtures.test.js — the shared fixture records (tests/fixtures) replayed in WASM must give
// exactly the report the native run checks.
import { describe, expect, it } from 'vitest';
import { engine, fixtures } from './helpers.js';

const all = fixtures();

describe('shared fixture records in WASM', () => {
  it('has fixtures to check', () => {
    expect(all.length).toBeGreaterThanOrEqual(10);
  });
  for (const f of all) {
    it(`${f.file}:${f.line} ${f.record}`, async () => {
      const e = await engine();
      let got;
      try {
        const g = e.newGame(f.record);
        got = g.report();
        g.free();
      } catch (err) {
        if (!err.code) throw err;
        got = `error=${err.code}\n`;
      }
      expect(got).toBe(f.expect);
    });
  }
});
