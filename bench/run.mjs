// run.mjs — `make bench`: one markdown table of numbers. Core throughput native vs WASM (node)
// on the same kernel and setups, the shipped .wasm size, then the rows each family's bench
// script prints (bench/*.sh). Benchmarks, not tests: nothing here passes or fails.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { loadModule } from '../wasm/engine.js';
import { oppaiSearches } from './refs.mjs';

const root = new URL('../', import.meta.url).pathname;
const long = process.argv.includes('long');

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
  // Dots: whole random games to a full field, so playouts per second is the number to watch.
  ['game=dots&size=20x20', 1000, true],
  ['game=dots&size=39x32', 200, true],
];
console.log('| benchmark | native | WASM (node) | WASM / native time |');
console.log('|---|---|---|---|');
for (const [setup, games, perGame] of cases) {
  const [nm, nms] = execFileSync(`${root}build/bench-native`, [setup, String(games)], { encoding: 'utf8' })
    .trim()
    .split(' ')
    .map(Number);
  wasmPlayouts(setup, Math.ceil(games / 10)); // warm up the JIT
  const w = wasmPlayouts(setup, games);
  if (w.moves !== nm) throw new Error(`${setup}: native played ${nm} moves, WASM ${w.moves}`);
  const rate = (m, ms) =>
    `${(((m / Math.max(ms, 1)) * 1000) / 1e6).toFixed(2)} M moves/s` +
    (perGame ? `, ${Math.round((games / Math.max(ms, 1)) * 1000)} playouts/s` : '');
  console.log(
    `| playouts (legal+apply+undo) ${setup}, ${games} games | ${rate(nm, nms)} | ${rate(w.moves, w.ms)} | ${(w.ms / Math.max(nms, 1)).toFixed(2)}x |`,
  );
}
// Bot move times: level-4 self-play, first moves of a game, per-move budget; native and WASM.
function wasmBotgame(setup, level, ms, maxMoves) {
  const bytes = new TextEncoder().encode(setup);
  const p = x.malloc(bytes.length + 1);
  new Uint8Array(x.memory.buffer).set([...bytes, 0], p);
  const n = x.pdb_botgame(p, level, ms, 0, 1, maxMoves);
  x.free(p);
  return Array.from({ length: Math.max(n, 0) }, (_, i) => [x.pdb_move_ms(i), x.pdb_move_nodes(i), x.pdb_move_sims(i)]);
}
function nativeBotgame(setup, level, ms, maxMoves) {
  return execFileSync(`${root}build/bench-native`, ['botgame', setup, String(level), String(ms), String(maxMoves)], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .map((l) => {
      const [ms, nodes, sims, token] = l.split(' ');
      return Object.assign([Number(ms), Number(nodes), Number(sims)], { token });
    });
}
const pct = (v, q) => {
  const s = [...v].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * (s.length - 1) + 0.5))];
};
function botRow(label, moves, ms) {
  const t = moves.map((m) => m[0]);
  const nodes = moves.map((m) => m[1]);
  const rate = nodes.every((n) => n >= 0)
    ? `${(
        nodes.reduce((a, b) => a + b, 0) /
        Math.max(
          1,
          t.reduce((a, b) => a + b, 0),
        ) /
        1000
      ).toFixed(2)} M nodes/s`
    : 'nodes n/a';
  // Dots levels 3-4 also count their tree search's playouts.
  const sims = moves.reduce((a, m) => a + (m[2] || 0), 0);
  const sps =
    sims > 0
      ? `, ${Math.round(
          (sims /
            Math.max(
              1,
              t.reduce((a, b) => a + b, 0),
            )) *
            1000,
        )} playouts/s`
      : '';
  return `${moves.length} moves, p50 ${pct(t, 0.5)} ms, p95 ${pct(t, 0.95)} ms, max ${Math.max(...t)} ms (budget ${ms}); ${rate}${sps}`;
}
const botCases = [
  ['game=shutin', 4, 250, 12, true],
  ['game=boxes&size=6x6', 4, 1000, 8, false],
  ['game=boxes&grid=hex&size=6x6', 4, 1000, 8, false],
  // Dots level 4 at the browser's 1 s budget, from the start cross (self-play).
  ['game=dots&size=20x20', 4, 1000, 12, true],
  ['game=dots&size=39x32', 4, 1000, 12, true],
];
for (const [setup, level, ms, maxMoves, withNative] of botCases) {
  const w = botRow('wasm', wasmBotgame(setup, level, ms, maxMoves), ms);
  const n = withNative ? botRow('native', nativeBotgame(setup, level, ms, maxMoves), ms) : '(WASM row only)';
  console.log(`| level ${level} move time, ${setup} | ${n} | ${w} | |`);
}

// Dots search speed beside oppai's on the same positions: level 4's native self-play from the
// 15×15 and 20×20 cross (8 moves at 1 s), then oppai (PD_REF_OPPAI: a driver whose `gen` also
// answers its UCT iterations, docs/bots.md) given each of those positions for 1 s. Skipped,
// with a line saying so, when the engine is absent.
const oppai = process.env.PD_REF_OPPAI;
if (!oppai || !existsSync(oppai))
  console.log(`| Dots search speed beside oppai | skipped: PD_REF_OPPAI is ${oppai || 'not set'} | | |`);
else {
  const sum = (v) => v.reduce((a, b) => a + b, 0);
  const perS = (n, ms) => Math.round((n / Math.max(1, ms)) * 1000);
  const rows = [];
  for (const setup of ['game=dots&size=15x15&start=cross', 'game=dots&size=20x20&start=cross']) {
    const ours = nativeBotgame(setup, 4, 1000, 8);
    const bin = `${root}build/paperdots`;
    const theirs = await oppaiSearches(
      oppai,
      bin,
      setup,
      ours.map((m) => m.token),
      1000,
    );
    const ourMs = sum(ours.map((m) => m[0]));
    const theirMs = sum(theirs.map((m) => m.ms));
    const mine = `${perS(sum(ours.map((m) => m[2])), ourMs)} playouts/s, ${(sum(ours.map((m) => m[1])) / Math.max(1, ourMs) / 1000).toFixed(2)} M nodes/s`;
    const iters = theirs.every((m) => m.iters !== null)
      ? `${perS(sum(theirs.map((m) => m.iters)), theirMs)} UCT iterations/s`
      : 'n/a (its driver does not answer them)';
    rows.push(`| ${setup}, ${ours.length} positions | ${mine} (${ourMs} ms) | ${iters} (${theirMs} ms) |`);
  }
  console.log('\n| Dots search speed, the same positions at 1 s each | level 4 (native) | oppai |');
  console.log('|---|---|---|');
  for (const r of rows) console.log(r);
}

// The whole module (node, tests) and the site's one module per family
for (const name of ['paperdots', 'paperdots-boxes', 'paperdots-dots', 'paperdots-shutin']) {
  const wasm = readFileSync(`${root}wasm/dist/${name}.wasm`);
  console.log(
    `| wasm/dist/${name}.wasm size | ${wasm.length} B raw | ${gzipSync(wasm, { level: 9 }).length} B gzip | |`,
  );
}

// What the play page transfers (gzip): its HTML (which carries the words of its own language),
// every script and style it loads at start (the engine and the bot worker included), the .wasm
// and the part of the family its setup form opens with (boxes). Another family's part (assets/family-<name>-*.js and .css: its board,
// options, their words and look) comes only when that family is chosen: one row each. Only when
// the site was built (make site).
if (existsSync(`${root}site/dist/assets`)) {
  const gz = (p) => gzipSync(readFileSync(p), { level: 9 }).length;
  const sum = { js: 0, css: 0, wasm: 0 };
  const families = new Map();
  // Another page kind's own chunks (the home page, the articles…: preloaded by some other page's
  // HTML, not by the play page's) are not the play page's; everything else in assets/ is counted.
  const assetsIn = (html) => new Set([...readFileSync(html, 'utf8').matchAll(/assets\/([^"]+)"/g)].map((m) => m[1]));
  const playAssets = assetsIn(`${root}site/dist/en/play/index.html`);
  const pagesDir = `${root}site/dist/`;
  const otherPages = readdirSync(pagesDir, { recursive: true })
    .filter(
      (f) => String(f).endsWith('index.html') && String(f) !== 'en/play/index.html' && !String(f).startsWith('embed'),
    )
    .flatMap((f) => [...assetsIn(`${pagesDir}${f}`)])
    .filter((f) => !playAssets.has(f));
  const notPlay = new Set(otherPages);
  const ondemand = new Map(); // parts a player opens on the page (ondemand-<name>-*: the exact analysis)
  for (const f of readdirSync(`${root}site/dist/assets`).sort()) {
    const ext = f.split('.').pop();
    // a family's engine module (paperdots-<family>-<hash>.wasm) comes with that family's part
    const family = /^family-(\w+)-/.exec(f) || /^paperdots-(\w+)-[\w-]+\.wasm$/.exec(f);
    const extra = /^ondemand-(\w+)-/.exec(f);
    if (family) families.set(family[1], (families.get(family[1]) || 0) + gz(`${root}site/dist/assets/${f}`));
    else if (extra) ondemand.set(extra[1], (ondemand.get(extra[1]) || 0) + gz(`${root}site/dist/assets/${f}`));
    else if (ext in sum && !notPlay.has(f)) sum[ext] += gz(`${root}site/dist/assets/${f}`);
  }
  const html = gz(`${root}site/dist/en/play/index.html`);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const opening = families.get('boxes') || 0;
  const total = html + sum.js + sum.css + sum.wasm + opening;
  console.log(
    `| play page transfer, gzip (HTML ${kb(html)} + JS ${kb(sum.js)} + CSS ${kb(sum.css)} + boxes part and its engine module ${kb(opening)}) | ${kb(total)} | | |`,
  );
  families.delete('boxes');
  for (const [name, size] of families)
    console.log(`| + ${name} part and engine module on demand (instead of boxes), gzip | ${kb(size)} | | |`);
  for (const [name, size] of ondemand) console.log(`| + ${name} on demand (when turned on), gzip | ${kb(size)} | | |`);

  // The embeddable board (<paperdots-board>): its own module, which carries its CSS and words;
  // then what a host page transfers in all: that, the bot worker (only once a bot has to move)
  // and the .wasm (one per page however many boards).
  const embed = `${root}site/dist/embed/`;
  if (existsSync(`${embed}paperdots-board.js`)) {
    const own = gz(`${embed}paperdots-board.js`);
    const worker = readdirSync(embed)
      .filter((f) => /^bot-worker-.*\.js$/.test(f))
      .reduce((n, f) => n + gz(`${embed}${f}`), 0);
    const boxesWasm = readdirSync(`${root}site/dist/assets`)
      .filter((f) => /^paperdots-boxes-[\w-]+\.wasm$/.test(f))
      .reduce((n, f) => n + gz(`${root}site/dist/assets/${f}`), 0);
    console.log(
      `| embed element embed/paperdots-board.js, gzip (own; + bot worker ${kb(worker)} + a boxes board's engine module ${kb(boxesWasm)} = ${kb(own + worker + boxesWasm)} for a host page) | ${kb(own)} | | |`,
    );
  }
}

for (const f of readdirSync(`${root}bench`)
  .filter((n) => n.endsWith('.sh'))
  .sort()) {
  console.log(`\n#### ${f}\n`);
  const out = execFileSync('bash', [`${root}bench/${f}`, ...(long ? ['long'] : [])], { encoding: 'utf8', cwd: root });
  process.stdout.write(out);
}
for (const f of readdirSync(`${root}bench`)
  .filter((n) => n.endsWith('.bench.mjs'))
  .sort()) {
  console.log(`\n#### ${f}\n`);
  execFileSync('node', [`${root}bench/${f}`, ...(long ? ['long'] : [])], { stdio: 'inherit', cwd: root });
}
