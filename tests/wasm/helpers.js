// helpers.js — shared by the Vitest suites: the real engine, the native CLI, fixture files.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
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
