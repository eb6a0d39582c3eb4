// strength.mjs — `make strength`: how strong boxes level 4 is. Not a test and not part of `make
// test` or `make bench` (it runs for most of an hour). Prints markdown tables:
// 1. the critical-position suite (bench/data/boxes-critical.jsonl: positions from games level 4
//    lost, each with the exact value of every legal move): how often level 4 picks a best move
//    at --ms per move, natively (a `paperdots bot` process per position) and in WASM (node, a
//    fresh module instance per position, so no position profits from the one before);
// 2. a match of this level 4 against a frozen earlier build (--baseline PATH, a paperdots
//    binary: `make strength` builds it from commit 2c26ad3) on each board, openings varied
//    and sides swapped (`paperdots match --b-engine`).
// Options: --ms N (1000), --positions N (all), --games N (20), --boards a,b (all), --seed N
// (the match's openings and seeds, 1),
// --baseline PATH, --skip-suite, --skip-wasm, --skip-match, --nodes N (the suite only).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadEngine } from '../wasm/engine.js';
import { baselineMatchArgs } from './baseline-match.mjs';

const root = new URL('../', import.meta.url).pathname;
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const flag = (name) => args.includes(`--${name}`);
const ms = Number(opt('ms', 1000));
// --nodes N: the suite with a node budget instead of the clock (the same on any machine load)
const nodes = Number(opt('nodes', 0));
const budgetArgs = nodes ? ['--nodes', String(nodes)] : ['--ms', String(ms)];
const budgetText = nodes ? `${nodes} nodes` : `${ms} ms`;
const games = Number(opt('games', 20));
const seed = opt('seed', '1');
const baseline = opt('baseline', '');
const bin = `${root}build/paperdots`;
const boards = [
  ['4×4', 'game=boxes&size=4x4'],
  ['5×5', 'game=boxes&size=5x5'],
  ['hex 4×4', 'game=boxes&grid=hex&size=4x4'],
];
const wanted = opt('boards', '');
const pct = (v, q) => {
  const s = [...v].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * (s.length - 1) + 0.5))];
};

const lines = readFileSync(`${root}bench/data/boxes-critical.jsonl`, 'utf8').trim().split('\n');
const positions = lines
  .slice(1)
  .map((l) => JSON.parse(l))
  .slice(0, Number(opt('positions', lines.length)));

// prepare(p) (not timed) returns what pick(p, prepared) needs to choose a move (timed)
async function suiteRow(label, prepare, pick) {
  let hits = 0, lost = 0;
  const times = [];
  const missed = [];
  for (const [i, p] of positions.entries()) {
    const ready = await prepare(p);
    const t0 = performance.now();
    const move = pick(p, ready);
    times.push(performance.now() - t0);
    if (p.best_moves.includes(Number(move))) hits++;
    else {
      const v = p.move_values[move];
      lost += p.value - v;
      missed.push(`#${i + 1} (${p.free_lines} free: ${move} = ${v}, best ${p.value})`);
    }
  }
  const rate = ((100 * hits) / positions.length).toFixed(1);
  console.log(
    `| ${label} | ${hits} / ${positions.length} = ${rate} % | ${Math.round(pct(times, 0.5))} | ${Math.round(pct(times, 0.95))} | ${Math.round(Math.max(...times))} | ${missed.length ? (lost / missed.length).toFixed(1) : '-'} |`,
  );
  return missed;
}

if (!flag('skip-suite')) {
  console.log(`\n#### Critical positions: level 4 at ${budgetText} per move (best move chosen)\n`);
  console.log('| engine | best moves | p50 ms | p95 ms | max ms | cells lost per miss |');
  console.log('|---|---|---|---|---|---|');
  const misses = [];
  const native = (p) => {
    const out = execFileSync('nice', ['-n', '10', bin, 'bot', p.setup, ...p.moves.map(String), '--level', '4', ...budgetArgs, '--seed', '1'], { encoding: 'utf8' });
    return /^move=(.*)$/m.exec(out)[1];
  };
  misses.push(['native', await suiteRow('native (`paperdots bot`, a process per position)', () => null, native)]);
  if (!flag('skip-wasm')) {
    // a fresh module instance per position: the solver's table is kept per module (as in a
    // page), and no position should profit from the one before it
    const wasmModule = await WebAssembly.compile(readFileSync(`${root}wasm/dist/paperdots.wasm`));
    // the first move of a game in a page grows the module's memory and sets up the solver's
    // table; a position in the middle of a game never pays that, so neither does the suite
    // (an untimed move on the empty board first, at the same budget: the table it sets up is
    // the size the timed move wants)
    const prepare = async (p) => {
      const engine = await loadEngine({ wasmModule });
      const start = engine.newGame(p.setup);
      start.botMove(nodes ? { level: 4, nodes, seed: 1 } : { level: 4, ms, seed: 1 });
      start.free();
      const g = engine.newGame(p.setup);
      for (const m of p.moves) g.play(String(m));
      return g;
    };
    const pick = (p, g) => {
      const move = g.botMove(nodes ? { level: 4, nodes, seed: 1 } : { level: 4, ms, seed: 1 });
      g.free();
      return move;
    };
    misses.push(['WASM', await suiteRow('WASM (node, a module instance per position)', prepare, pick)]);
  }
  for (const [label, m] of misses) if (m.length) console.log(`\n${label} misses: ${m.join('; ')}`);
}

if (!flag('skip-match')) {
  if (!baseline) throw new Error('--baseline PATH (a paperdots binary) is needed for the match');
  console.log(`\n#### Level 4 against the frozen baseline (${baseline.replace(root, '')}), ${ms} ms per move\n`);
  console.log('| board | games | W-L-D (new level 4) | points | mean margin (cells) | minutes |');
  console.log('|---|---|---|---|---|---|');
  for (const [label, setup] of boards) {
    if (wanted && !wanted.split(',').includes(label)) continue;
    const t0 = performance.now();
    const out = execFileSync('nice', ['-n', '10', bin, ...baselineMatchArgs({ setup, games, ms, seed, baseline })], { encoding: 'utf8' });
    const f = Object.fromEntries(out.trim().split('\n').map((l) => l.split('=')));
    console.log(`| ${label} | ${games} | ${f.a_wins}-${f.b_wins}-${f.draws} | ${(100 * Number(f.points_a)).toFixed(1)} % | ${f.margin} | ${((performance.now() - t0) / 60000).toFixed(1)} |`);
  }
}
