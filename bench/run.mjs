// run.mjs — `make bench`: one markdown table of numbers. Core throughput native vs WASM (node)
// on the same kernel and setups, the shipped .wasm size, then the rows each family's bench
// script prints (bench/*.sh). Benchmarks, not tests: nothing here passes or fails.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { loadModule } from '../wasm/engine.js';

const root = new URL('../', import.meta.url).pathname;
const long = process.argv.includes('long');
const rows = [];
const row = (what, ...cells) => rows.push(`| ${what} | ${cells.join(' | ')} |`);

const x = await loadModule({ wasmBinary: readFileSync(`${root}build/bench.wasm`) });
function wasmPlayouts(setup, games) {
  const bytes = new TextEncoder().encode(setup);
  const p = x.malloc(bytes.length + 1);
  new Uint8Array(x.memory.buffer).set([...bytes, 0], p);
  const t0 = performance.now();
  const moves = x.pdb_playouts(p, games, 1);
  const ms = performance.now() - t0;
  x.free(p);
  return { moves, ms };
}

const cases = [
  ['game=boxes&size=5x5', 20000],
  ['game=boxes&grid=hex&size=6x6', 4000],
  ['game=boxes&grid=tri&size=6x6', 4000],
  ['game=shutin', 20000],
  ['game=shutin&gravity=0&size=12x12', 2000],
];
console.log('| benchmark | native | WASM (node) | WASM / native time |');
console.log('|---|---|---|---|');
for (const [setup, games] of cases) {
  const [nm, nms] = execFileSync(`${root}build/bench-native`, [setup, String(games)], { encoding: 'utf8' })
    .trim()
    .split(' ')
    .map(Number);
  wasmPlayouts(setup, Math.ceil(games / 10)); // warm up the JIT
  const w = wasmPlayouts(setup, games);
  if (w.moves !== nm) throw new Error(`${setup}: native played ${nm} moves, WASM ${w.moves}`);
  const rate = (m, ms) => `${((m / Math.max(ms, 1)) * 1000 / 1e6).toFixed(2)} M moves/s`;
  console.log(`| playouts (legal+apply+undo) ${setup}, ${games} games | ${rate(nm, nms)} | ${rate(w.moves, w.ms)} | ${(w.ms / Math.max(nms, 1)).toFixed(2)}x |`);
}
const wasm = readFileSync(`${root}wasm/dist/paperdots.wasm`);
console.log(`| wasm/dist/paperdots.wasm size | ${wasm.length} B raw | ${gzipSync(wasm, { level: 9 }).length} B gzip | |`);

for (const f of readdirSync(`${root}bench`).filter((n) => n.endsWith('.sh')).sort()) {
  console.log(`\n#### ${f}\n`);
  const out = execFileSync('bash', [`${root}bench/${f}`, ...(long ? ['long'] : [])], { encoding: 'utf8', cwd: root });
  process.stdout.write(out);
}
for (const f of readdirSync(`${root}bench`).filter((n) => n.endsWith('.bench.mjs')).sort()) {
  console.log(`\n#### ${f}\n`);
  execFileSync('node', [`${root}bench/${f}`, ...(long ? ['long'] : [])], { stdio: 'inherit', cwd: root });
}
