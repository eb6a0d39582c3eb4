// solver.bench.mjs — the boxes exact solver natively and in WASM (node) on the same positions:
// value, nodes, the solver's own time (table set-up included) and the WASM/native time ratio
// (bench/run.mjs runs every *.bench.mjs).
// Both start from an empty table of the same size (a fresh process, a fresh module instance: the
// solver keeps its table between calls), so the node counts must agree; a row whose counts
// differ is an error, not a number. `long` adds 4×4 from the start (minutes each).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadEngine } from '../wasm/engine.js';

const root = new URL('../', import.meta.url).pathname;
const long = process.argv.includes('long');
const wasmBinary = readFileSync(`${root}wasm/dist/paperdots.wasm`);

// Position A: 4×4 with 34 free lines; B: two lines further (the positions of the issue notes).
const A = ['0', '9', '20', '31', '39', '14'];
const rows = [
  ['square 3×3', 'game=boxes&size=3x3', [], 64],
  ['square 4×3', 'game=boxes&size=4x3', [], 256],
  ['square 4×4, 32 free lines (B)', 'game=boxes&size=4x4', [...A, '25', '6'], 256],
  ['square 4×4, 34 free lines (A)', 'game=boxes&size=4x4', A, 256],
  ['hex 3×2', 'game=boxes&grid=hex&size=3x2', [], 64],
  ['square 3×3 misère', 'game=boxes&size=3x3&misere=1', [], 256],
];
if (long) rows.push(['square 4×4 from the start', 'game=boxes&size=4x4', [], 1024]);

const field = (out, name) => new RegExp(`^${name}=(.*)$`, 'm').exec(out)?.[1];
console.log('| solve | native | WASM (node) | WASM / native time |');
console.log('|---|---|---|---|');
for (const [label, setup, moves, mb] of rows) {
  const out = execFileSync(`${root}build/paperdots`, ['solve', setup, ...moves, '--table-mb', String(mb)], {
    encoding: 'utf8',
  });
  const n = { value: Number(field(out, 'value')), nodes: Number(field(out, 'nodes')), ms: Number(field(out, 'ms')) };
  const engine = await loadEngine({ wasmBinary });
  const g = engine.newGame(moves.length ? `${setup}&moves=${moves.join('.')}` : setup);
  const w = g.solve({ tableMb: mb });
  g.free();
  if (!w.known || w.value !== n.value || w.nodes !== n.nodes)
    throw new Error(`${label}: native value ${n.value} in ${n.nodes} nodes, WASM ${JSON.stringify(w)}`);
  const cell = (ms) => `value ${n.value}, ${n.nodes} nodes, ${(ms / 1000).toFixed(2)} s`;
  console.log(
    `| ${label} (${mb} MiB table) | ${cell(n.ms)} | ${cell(w.ms)} | ${(w.ms / Math.max(n.ms, 1)).toFixed(2)}x |`,
  );
}
