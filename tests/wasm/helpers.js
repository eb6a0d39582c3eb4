// helpers.js — shared by the Vitest suites: the real engine, the native CLI, fixture files.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { loadEngine } from '../../wasm/engine.js';
import { Engines } from '../../wasm/engines.js';

export const root = fileURLToPath(new URL('../../', import.meta.url));
export const cli = `${root}build/paperdots`;

let enginePromise;
/** The real WASM engine, loaded once per suite file. */
export function engine() {
  enginePromise ??= loadEngine({ wasmBinary: readFileSync(`${root}wasm/dist/paperdots.wasm`) });
  return enginePromise;
}

/** Run the native CLI; returns {ok, out, err}. */
export function native(args) {
  try {
    return { ok: true, out: execFileSync(cli, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }), err: '' };
  } catch (e) {
    return { ok: false, out: e.stdout, err: e.stderr, status: e.status };
  }
}

/** Every block of tests/fixtures/*.txt: {file, line, record, expect}. */
export function fixtures() {
  const dir = `${root}tests/fixtures/`;
  const out = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()) {
    const lines = readFileSync(dir + file, 'utf8').split(/\r?\n/);
    let cur = null;
    lines.forEach((text, i) => {
      if (text.startsWith('#')) return;
      if (!text) {
        if (cur) out.push(cur);
        cur = null;
      } else if (!cur) {
        if (!text.startsWith('record=')) throw new Error(`${file}:${i + 1}: block must start with record=`);
        cur = { file, line: i + 1, record: text.slice(7), expect: '' };
      } else {
        cur.expect += text + '\n';
      }
    });
    if (cur) out.push(cur);
  }
  return out;
}

/** Split a record into CLI arguments: setup and (optional) move list. */
export function recordArgs(record) {
  const i = record.indexOf('&moves=');
  if (i < 0) return [record];
  const moves = record.slice(i + 7);
  return moves ? [record.slice(0, i), moves] : [record.slice(0, i)];
}

/** The site's Engines (wasm/engines.js) over the per-family module files, read from disk. */
export function familyEngines() {
  return new Engines({
    load: (family) => loadEngine({ wasmBinary: readFileSync(`${root}wasm/dist/paperdots-${family}.wasm`) }),
  });
}

/**
 * The re-proof of a family's shipped puzzles (site/src/puzzles/<family>-<kind>.jsonl): a test
 * that the files are exactly one per board kind, and one per file that `reprove(engine, puzzle)`
 * (→ what is wrong, [] when nothing) finds nothing. sample: re-prove every sample-th puzzle only,
 * unless PD_LONG_TEST=1 (`make test-long` re-proves them all); 1: all of them always.
 */
export function reproveShipped(family, kinds, reprove, { sample = 1 } = {}) {
  const dir = `${root}site/src/puzzles/`;
  const files = readdirSync(dir).filter((f) => f.startsWith(`${family}-`) && f.endsWith('.jsonl'));
  const all = sample === 1 || process.env.PD_LONG_TEST === '1';
  it('has a set for every board kind', () => {
    expect(files.sort()).toEqual(
      Object.keys(kinds)
        .map((k) => `${family}-${k}.jsonl`)
        .sort(),
    );
  });
  for (const f of files) {
    it(`${f}${all ? '' : ` (every ${sample}th)`}`, { timeout: 600_000 }, async () => {
      const e = await engine();
      const wrong = [];
      shippedPuzzles(f).forEach((p, i) => {
        if (!all && i % sample) return;
        const bad = reprove(e, p);
        if (bad.length) wrong.push(`${p.id}: ${bad.join('; ')}`);
      });
      expect(wrong).toEqual([]);
    });
  }
}

/** The puzzles of one shipped file (its name under site/src/puzzles/). */
export function shippedPuzzles(file) {
  return readFileSync(`${root}site/src/puzzles/${file}`, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}
