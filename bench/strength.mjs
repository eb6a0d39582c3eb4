// strength.mjs — `make strength`: how strong the level-4 bots are. Not a test and not part of
// `make test` or `make bench` (a full run takes hours). Prints markdown tables, one per kind of
// row; --rows a,b selects rows (default: every row):
// - boxes-critical: the critical-position suite (bench/data/boxes-critical.jsonl: positions from
//   games level 4 lost, each with the exact value of every legal move): how often level 4 picks a
//   best move at --ms per move, natively (a `paperdots bot` process per position) and in WASM
//   (node, a fresh module instance per position, so no position profits from the one before);
// - baseline-4x4, baseline-5x5, baseline-hex4x4: boxes level 4 against a frozen earlier build
//   (--baseline PATH: `make strength` builds it from commit 2c26ad3), openings varied and sides
//   swapped (`paperdots match --b-engine`);
// - dots15-baseline, dots15-polish-baseline: Dots level 4 against the frozen Dots baseline
//   (--dots-baseline PATH), under Russian and under Polish rules (each bot offers the end and
//   answers offers by its own policy; the referee is this build), and
//   the reference rows against the open engines (bench/refs.mjs; their paths come from
//   PD_REF_DABBLE, PD_REF_MAPUALPHA, PD_REF_OPPAI, see docs/bots.md; a row whose engine
//   is absent is skipped with a line saying so): W-D-L, score, mean margin, each side's mean
//   think time per move and the load average at the start and end of the row;
// - dots-doubles: the double-threat suite (bench/data/dots-doubles.jsonl: the opponent's last
//   move opened two closing points at once; each position lists the moves proved to save the
//   group by tests/native/test_dots_doubles.c): level 4's hit rate at --ms per move.
// Options: --rows, --ms N (every row's budget; each row has its own default), --games N (every
// series' games; the rows' defaults are the issue's), --seed N (openings and seeds, 1),
// --max-moves N (stop Dots games there and count the score; 0 = to the end), --positions N,
// --bin PATH (our build), --baseline PATH, --dots-baseline PATH, --skip-wasm, --nodes N (boxes-critical only), --records
// FILE (append each series game's row name and record to FILE), --no-book (level 4 without the
// opening books the site ships, site/src/books: every row and the suite read them otherwise),
// --books DIR (the books from DIR instead).
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { loadEngine } from '../wasm/engine.js';
import { baselineMatchArgs } from './baseline-match.mjs';
import { paperdotsEngine, referenceEngine, series } from './refs.mjs';

const root = new URL('../', import.meta.url).pathname;
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const flag = (name) => args.includes(`--${name}`);
const msOpt = opt('ms', '');
// --nodes N: the boxes suite with a node budget instead of the clock (the same on any load)
const nodes = Number(opt('nodes', 0));
const gamesOpt = opt('games', '');
const seed = Number(opt('seed', '1'));
const maxMoves = Number(opt('max-moves', 0));
const baseline = opt('baseline', '');
const dotsBaseline = opt('dots-baseline', '');
const recordsTo = opt('records', '');
// --bin PATH: our paperdots build (default build/paperdots; a copy keeps a long run apart from
// rebuilds of the tree)
const bin = opt('bin', `${root}build/paperdots`);
const pct = (v, q) => {
  const s = [...v].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * (s.length - 1) + 0.5))];
};
const rowMs = (dflt) => Number(msOpt || dflt);
// The opening book the site ships for a setup's board (`paperdots info` names it: book=), as the
// bot's arguments and the file; none with --no-book (to measure what the book is worth).
function book(setup) {
  const name = /^book=(.*)$/m.exec(execFileSync(bin, ['info', setup], { encoding: 'utf8' }))?.[1];
  const file = name && `${opt('books', `${root}site/src/books`)}/${name}.bin`;
  return !flag('no-book') && file && existsSync(file) ? { args: ['--book', file], file } : { args: [], file: null };
}
const rowGames = (dflt) => Number(gamesOpt || dflt);
const f1 = (v) => v.toFixed(1);
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

// Every row: kind, default budget and games (the issue's table: 40 games a boxes row, 20 a Dots
// row), what it plays.
const dots = (n) => `game=dots&size=${n}&start=cross`;
const ROWS = [
  { name: 'boxes-critical', kind: 'suite', ms: 1000 },
  { name: 'baseline-4x4', kind: 'baseline', ms: 1000, games: 20, setup: 'game=boxes&size=4x4' },
  { name: 'baseline-5x5', kind: 'baseline', ms: 1000, games: 20, setup: 'game=boxes&size=5x5' },
  { name: 'baseline-hex4x4', kind: 'baseline', ms: 1000, games: 20, setup: 'game=boxes&grid=hex&size=4x4' },
  {
    name: 'dots15-baseline',
    kind: 'series',
    ms: 1000,
    games: 20,
    setup: dots('15x15'),
    level: 4,
    frozen: true,
    what: 'Dots 15×15 cross, level 4 vs the frozen Dots baseline',
  },
  {
    name: 'dots15-polish-baseline',
    kind: 'series',
    ms: 1000,
    games: 20,
    setup: `${dots('15x15')}&rules=polish`,
    level: 4,
    frozen: true,
    what: 'Dots 15×15 cross, Polish rules (offers and answers by each bot), level 4 vs the frozen Dots baseline',
  },
  {
    name: 'boxes4-dabble-start',
    kind: 'series',
    ms: 1000,
    games: 40,
    setup: 'game=boxes&size=4x4',
    level: 4,
    ref: 'dabble',
    opening: 0,
    what: 'boxes 4×4 from the empty board, level 4 vs Dabble',
  },
  {
    name: 'boxes4-dabble',
    kind: 'series',
    ms: 1000,
    games: 40,
    setup: 'game=boxes&size=4x4',
    level: 4,
    ref: 'dabble',
    what: 'boxes 4×4, level 4 vs Dabble',
  },
  {
    name: 'boxes5-dabble',
    kind: 'series',
    ms: 1000,
    games: 40,
    setup: 'game=boxes&size=5x5',
    level: 4,
    ref: 'dabble',
    what: 'boxes 5×5, level 4 vs Dabble',
  },
  {
    name: 'boxes5-mapualpha',
    kind: 'series',
    ms: 1000,
    games: 40,
    setup: 'game=boxes&size=5x5',
    level: 4,
    ref: 'mapualpha',
    what: 'boxes 5×5, level 4 vs MapuAlpha',
  },
  {
    name: 'dots15-oppai',
    kind: 'series',
    ms: 1000,
    games: 20,
    setup: dots('15x15'),
    level: 4,
    ref: 'oppai',
    what: 'Dots 15×15 cross, level 4 vs oppai',
  },
  {
    name: 'dots15-oppai-300',
    kind: 'series',
    ms: 300,
    games: 20,
    setup: dots('15x15'),
    level: 4,
    ref: 'oppai',
    what: 'Dots 15×15 cross, level 4 vs oppai',
  },
  {
    name: 'dots20-oppai',
    kind: 'series',
    ms: 1000,
    games: 20,
    setup: dots('20x20'),
    level: 4,
    ref: 'oppai',
    what: 'Dots 20×20 cross, level 4 vs oppai',
  },
  {
    name: 'dots39-oppai',
    kind: 'series',
    ms: 1000,
    games: 20,
    setup: dots('39x32'),
    level: 4,
    ref: 'oppai',
    what: 'Dots 39×32 cross, level 4 vs oppai',
  },
  {
    name: 'dots15-oppai-l3',
    kind: 'series',
    ms: 1000,
    games: 20,
    setup: dots('15x15'),
    level: 3,
    ref: 'oppai',
    what: 'Dots 15×15 cross, level 3 vs oppai',
  },
  {
    name: 'dots15-oppai-l2',
    kind: 'series',
    ms: 1000,
    games: 20,
    setup: dots('15x15'),
    level: 2,
    ref: 'oppai',
    what: 'Dots 15×15 cross, level 2 vs oppai',
  },
  {
    name: 'dots15-oppai-l1',
    kind: 'series',
    ms: 1000,
    games: 20,
    setup: dots('15x15'),
    level: 1,
    ref: 'oppai',
    what: 'Dots 15×15 cross, level 1 vs oppai',
  },
  { name: 'dots-doubles', kind: 'doubles', ms: 1000 },
];
const wanted = opt('rows', '') ? opt('rows', '').split(',') : ROWS.map((r) => r.name);
for (const w of wanted) {
  if (!ROWS.some((r) => r.name === w)) {
    console.error(`strength: --rows: no row "${w}" (rows: ${ROWS.map((r) => r.name).join(', ')})`);
    process.exit(2);
  }
}
const rows = ROWS.filter((r) => wanted.includes(r.name));

// ---- the boxes critical-position suite ----

// prepare(p) (not timed) returns what pick(p, prepared) needs to choose a move (timed)
async function suiteRow(positions, label, prepare, pick) {
  let hits = 0,
    lost = 0;
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

async function critical(row) {
  const ms = rowMs(row.ms);
  const budgetArgs = nodes ? ['--nodes', String(nodes)] : ['--ms', String(ms)];
  const budgetText = nodes ? `${nodes} nodes` : `${ms} ms`;
  const lines = readFileSync(`${root}bench/data/boxes-critical.jsonl`, 'utf8').trim().split('\n');
  const positions = lines
    .slice(1)
    .map((l) => JSON.parse(l))
    .slice(0, Number(opt('positions', lines.length)));
  console.log(`\n#### Critical positions: boxes level 4 at ${budgetText} per move (best move chosen)\n`);
  console.log('| engine | best moves | p50 ms | p95 ms | max ms | cells lost per miss |');
  console.log('|---|---|---|---|---|---|');
  const misses = [];
  const native = (p) => {
    const out = execFileSync(
      'nice',
      [
        '-n',
        '10',
        bin,
        'bot',
        p.setup,
        ...p.moves.map(String),
        '--level',
        '4',
        ...budgetArgs,
        '--seed',
        '1',
        ...book(p.setup).args,
      ],
      { encoding: 'utf8' },
    );
    return /^move=(.*)$/m.exec(out)[1];
  };
  misses.push([
    'native',
    await suiteRow(positions, 'native (`paperdots bot`, a process per position)', () => null, native),
  ]);
  if (!flag('skip-wasm')) {
    // a fresh module instance per position: the solver's table is kept per module (as in a
    // page), and no position should profit from the one before it
    const wasmModule = await WebAssembly.compile(readFileSync(`${root}wasm/dist/paperdots.wasm`));
    // the first move of a game in a page grows the module's memory and sets up the solver's
    // table; a position in the middle of a game never pays that, so neither does the suite
    // (an untimed move on the empty board first, at the same budget: the table it sets up is
    // the size the timed move wants)
    const budget = nodes ? { level: 4, nodes, seed: 1 } : { level: 4, ms, seed: 1 };
    const prepare = async (p) => {
      const engine = await loadEngine({ wasmModule });
      const shipped = book(p.setup).file;
      if (shipped) engine.loadBook(readFileSync(shipped));
      const start = engine.newGame(p.setup);
      start.botMove(budget);
      start.free();
      const g = engine.newGame(p.setup);
      for (const m of p.moves) g.play(String(m));
      return g;
    };
    const pick = (p, g) => {
      const move = g.botMove(budget);
      g.free();
      return move;
    };
    misses.push(['WASM', await suiteRow(positions, 'WASM (node, a module instance per position)', prepare, pick)]);
  }
  for (const [label, m] of misses) if (m.length) console.log(`\n${label} misses: ${m.join('; ')}`);
}

// ---- boxes level 4 against the frozen baseline (`paperdots match --b-engine`) ----

let baselineHeader = false;
function baselineRow(row) {
  if (!baseline) throw new Error('--baseline PATH (a paperdots binary) is needed for the baseline rows');
  const ms = rowMs(row.ms),
    games = rowGames(row.games);
  if (!baselineHeader) {
    console.log(`\n#### Boxes level 4 against the frozen baseline (${baseline.replace(root, '')})\n`);
    console.log('| board | ms | games | W-L-D (new level 4) | points | mean margin (cells) | minutes |');
    console.log('|---|---|---|---|---|---|---|');
    baselineHeader = true;
  }
  const t0 = performance.now();
  const out = execFileSync(
    'nice',
    ['-n', '10', bin, ...baselineMatchArgs({ setup: row.setup, games, ms, seed: String(seed), baseline })],
    { encoding: 'utf8' },
  );
  const f = Object.fromEntries(
    out
      .trim()
      .split('\n')
      .map((l) => l.split('=')),
  );
  console.log(
    `| ${row.name} | ${ms} | ${games} | ${f.a_wins}-${f.b_wins}-${f.draws} | ${(100 * Number(f.points_a)).toFixed(1)} % | ${f.margin} | ${((performance.now() - t0) / 60000).toFixed(1)} |`,
  );
}

// ---- series against a reference engine or the frozen Dots baseline (bench/refs.mjs) ----

let seriesHeader = false;
async function seriesRow(row) {
  let theirs;
  if (row.frozen) {
    if (!dotsBaseline) throw new Error(`--dots-baseline PATH (a paperdots binary) is needed for ${row.name}`);
    theirs = paperdotsEngine(dotsBaseline, 4, 'baseline', [], { frozen: true });
  } else {
    const r = referenceEngine(row.ref);
    if (r.missing) {
      console.log(`\n${row.name} (${row.what}): skipped, ${r.missing}`);
      return;
    }
    theirs = r.engine;
  }
  if (!seriesHeader) {
    console.log('\n#### Series (every move refereed by `paperdots play`; openings played twice, seats swapped)\n');
    console.log(
      '| row | pairing | ms | W-D-L | score | mean margin | think ms/move (ours / theirs) | load avg start → end | minutes |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    seriesHeader = true;
  }
  const ms = rowMs(row.ms),
    games = rowGames(row.games);
  const books = book(row.setup);
  const ours = paperdotsEngine(bin, row.level, `level ${row.level}`, books.args);
  const s = await series({
    bin,
    setup: row.setup,
    ms,
    games,
    seed,
    ours,
    theirs,
    openingMoves: row.opening ?? null,
    maxMoves: row.setup.includes('game=dots') ? maxMoves : 0,
    log: (line) => process.stderr.write(`${row.name} ${line}\n`),
    onRecord: (r) => recordsTo && appendFileSync(recordsTo, `${row.name} ${r}\n`),
  });
  console.log(
    `| ${row.name} | ${row.what}${books.file ? ' (with its opening book)' : ''}${maxMoves && row.setup.includes('game=dots') ? `, stopped at ${maxMoves} moves` : ''} | ${ms} | ${s.w}-${s.d}-${s.l} of ${games} | ${f1(s.score)} % | ${s.margin >= 0 ? '+' : ''}${f1(s.margin)} | ${Math.round(s.oursMs)} / ${Math.round(s.theirsMs)} | ${s.load.map((v) => v.toFixed(2)).join(' → ')} | ${f1(s.minutes)} |`,
  );
  if (s.fallbacks)
    console.log(
      `\n${row.name}: ${theirs.label} ${theirs.fallbackText ?? 'found no move; the series played the free point nearest to the last dot for it'} (${s.fallbacks} times)`,
    );
}

// ---- the Dots double-threat suite ----

function doublesRow(row) {
  const ms = rowMs(row.ms);
  const positions = readFileSync(`${root}bench/data/dots-doubles.jsonl`, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => JSON.parse(l));
  console.log(`\n#### Double threats: level 4 at ${ms} ms per move (a saving move chosen)\n`);
  console.log('| engine | saving move chosen | load avg start → end |');
  console.log('|---|---|---|');
  // this build, and the frozen Dots baseline when it is given: the same positions and budget
  const missed = [];
  for (const [label, engine] of [
    ['level 4', bin],
    ['level 4, frozen Dots baseline', dotsBaseline],
  ]) {
    if (!engine) continue;
    const load0 = load();
    let hits = 0;
    const miss = [];
    for (const p of positions) {
      const [setup, list] = p.record.split('&moves=');
      const out = execFileSync(
        'nice',
        ['-n', '10', engine, 'bot', setup, ...list.split('.'), '--level', '4', '--ms', String(ms), '--seed', '1'],
        { encoding: 'utf8' },
      );
      const move = /^move=(.*)$/m.exec(out)[1];
      if (p.saving.split(' ').includes(move)) hits++;
      else miss.push(`${p.name}: ${move} (saving: ${p.saving})`);
    }
    console.log(
      `| ${label} | ${hits} / ${positions.length} = ${f1((100 * hits) / positions.length)} % | ${load0} → ${load()} |`,
    );
    if (miss.length) missed.push(`${label} misses: ${miss.join('; ')}`);
  }
  for (const m of missed) console.log(`\n${m}`);
}

console.log(`load average at the start: ${load()}`);
for (const row of rows) {
  if (row.kind === 'suite') await critical(row);
  else if (row.kind === 'baseline') baselineRow(row);
  else if (row.kind === 'series') await seriesRow(row);
  else doublesRow(row);
}
console.log(`\nload average at the end: ${load()}`);
