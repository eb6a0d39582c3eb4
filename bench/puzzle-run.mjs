// puzzle-run.mjs — what the three puzzle generators (bench/puzzles.mjs boxes, puzzles-dots.mjs,
// puzzles-shutin.mjs) share: the seeded random numbers, the command line, and the resumable run
// (docs/puzzles.md "Running and resuming"). Each generator gives its board kinds and its `game`
// (seed → that game's puzzles); this appends each game's puzzles to
// site/src/puzzles/<family>-<kind>.jsonl in one write and starts at the seed after the file's last.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadEngine } from '../wasm/engine.js';

const root = fileURLToPath(new URL('../', import.meta.url));

/** mulberry32: a small seeded generator, the same numbers on every run. */
export function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Play a generator's game one move on: a random legal move for the first `opening` plies, then
 * the bot of the mover's level (levels[seat - 1]) on `nodes` nodes, seeded by the game and the ply
 * (the same game on every run). st: the game's state before the move.
 */
export function playOn(g, st, { r, ply, opening, levels, seed, nodes }) {
  const move =
    ply < opening
      ? st.legal[Math.floor(r() * st.legal.length)]
      : g.botMove({ level: levels[st.toMove - 1], nodes, seed: seed * 1000 + ply });
  return g.play(move);
}

/** --kinds a,b --count N --seconds T --out DIR --from SEED, over the defaults. */
function args(kinds, defaults) {
  const a = { kinds: Object.keys(kinds), out: `${root}site/src/puzzles`, ...defaults };
  const v = process.argv.slice(2);
  for (let i = 0; i < v.length; i += 2) {
    const [k, x] = [v[i], v[i + 1]];
    if (k === '--kinds') a.kinds = x.split(',');
    else if (k === '--count') a.count = Number(x);
    else if (k === '--seconds') a.seconds = Number(x);
    else if (k === '--out') a.out = x;
    else if (k === '--from') a.from = Number(x);
    else throw new Error(`unknown option ${k}`);
  }
  for (const k of a.kinds) if (!kinds[k]) throw new Error(`unknown kind ${k}`);
  return a;
}

/**
 * Run a generator from the command line: family (the files' prefix), kinds ({kind: …}), game
 * ((engine, kind, seed) → puzzles), defaults ({count, seconds}).
 */
export async function runGenerator({ family, kinds, game, defaults }) {
  const a = args(kinds, defaults);
  const engine = await loadEngine({ wasmBinary: readFileSync(`${root}wasm/dist/paperdots.wasm`) });
  mkdirSync(a.out, { recursive: true });
  const start = Date.now();
  for (const kind of a.kinds) {
    const file = `${a.out}/${family}-${kind}.jsonl`;
    const have = existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l))
      : [];
    // on from the file's last seed, or from --from (a second process on its own range of seeds)
    let seed = Math.max(have.reduce((m, p) => Math.max(m, p.seed), 0) + 1, a.from ?? 1);
    let n = have.length;
    const t0 = Date.now();
    while (n < a.count && (Date.now() - start) / 1000 < a.seconds) {
      const ps = game(engine, kind, seed);
      if (ps.length) appendFileSync(file, ps.map((p) => JSON.stringify(p) + '\n').join(''));
      n += ps.length;
      seed++;
    }
    console.log(`${kind}: ${n} puzzles (seeds to ${seed - 1}), ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  }
}
