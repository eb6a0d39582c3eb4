// fixtures.test.js — the shared fixture records (tests/fixtures) replayed in WASM must give
// exactly the report the native run checks.
import { describe, expect, it } from 'vitest';
import { engine, familyEngines, fixtures } from './helpers.js';

const all = fixtures();

/** The report of a record (what the native run prints), or `error=<code>` as a fixture writes it. */
function reportOf(e, record) {
  try {
    const g = e.newGame(record);
    const got = g.report();
    g.free();
    return got;
  } catch (err) {
    if (!err.code) throw err;
    return `error=${err.code}\n`;
  }
}

describe('shared fixture records in WASM', () => {
  it('has fixtures to check', () => {
    expect(all.length).toBeGreaterThanOrEqual(10);
  });
  for (const f of all) {
    it(`${f.file}:${f.line} ${f.record}`, async () => {
      expect(reportOf(await engine(), f.record)).toBe(f.expect);
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
        const got = reportOf(engines, f.record);
        if (got !== f.expect) wrong.push(`${f.line} ${f.record}: ${got}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});
