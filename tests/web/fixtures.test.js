// fixtures.test.js — the shared fixture records (tests/fixtures) replayed in WASM must give
// exactly the report the native run checks.
import { describe, expect, it } from 'vitest';
import { engine, familyEngines, fixtures } from './helpers.js';

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

// The site loads one module per family (wasm/engines.js): the same records, the same answers.
describe('shared fixture records in the per-family modules (wasm/engines.js)', () => {
  const engines = familyEngines();
  for (const file of [...new Set(all.map((f) => f.file))]) {
    it(`${file}: every record gives the same report as in the whole module`, async () => {
      const wrong = [];
      for (const f of all.filter((x) => x.file === file)) {
        await engines.readyFor(f.record);
        let got;
        try {
          const g = engines.newGame(f.record);
          got = g.report();
          g.free();
        } catch (err) {
          if (!err.code) throw err;
          got = `error=${err.code}\n`;
        }
        if (got !== f.expect) wrong.push(`${f.line} ${f.record}: ${got}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});
