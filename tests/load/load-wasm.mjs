// load-wasm.mjs — the load run through the WebAssembly module (wasm/engine.js), the same games
// and checks as the native one (tests/load/load.h, whose board lists it reads): every bot move
// is legal, the scores never exceed what the board holds, the record replays to the live state,
// undo to the start restores the start. And the module's memory does not grow over the run: its
// size after a warm-up (the first tenth of the games) equals its size at the end.
// `node tests/load/load-wasm.mjs [GAMES_PER_FAMILY] [SEED]` (`make load`); tests/wasm/load.test.js
// runs a short one.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadEngine } from '../../wasm/engine.js';

const here = fileURLToPath(new URL('.', import.meta.url));

/** The families and their boards, as tests/load/load.h lists them: [{name, setups, maxLevel}]. */
export function loadFamilies() {
  const src = readFileSync(`${here}load.h`, 'utf8');
  const list = (name) => {
    const body = src.match(new RegExp(`${name}\\[\\] = \\{([^}]*)\\}`))[1];
    return [...body.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
  };
  return [...src.matchAll(/\{"(\w+)", (LOAD_\w+), (\d)\}/g)].map((m) => ({
    name: m[1],
    setups: list(m[2]),
    maxLevel: Number(m[3]),
  }));
}

function xorshift(seed) {
  let s = BigInt(seed) * 2654435761n + 1n;
  const mask = (1n << 64n) - 1n;
  return () => {
    s ^= (s << 13n) & mask;
    s ^= s >> 7n;
    s ^= (s << 17n) & mask;
    return s;
  };
}

/** What the board holds, from the core's info: cells (less blocked ones) or points. */
function capacity(info) {
  const num = (k) => {
    const m = info.match(new RegExp(`^${k}=(\\d+)$`, 'm'));
    return m ? Number(m[1]) : -1;
  };
  const cells = num('cells');
  return (cells >= 0 ? cells : num('points')) - Math.max(0, num('blocked'));
}

/** One random game; throws an Error naming the record when an invariant breaks. */
function oneGame(engine, family, setup, rng, totals) {
  const g = engine.newGame(setup);
  const startState = JSON.stringify(g.state());
  const cap = capacity(g.info());
  try {
    let st = g.state();
    for (let guard = 0; !st.over && guard < 4000; guard++) {
      if (rng() % 5n === 0n) {
        const level = 1 + Number(rng() % BigInt(family.maxLevel));
        const move = g.botMove({ level, nodes: 200, seed: Number(rng() % 1000000n) });
        try {
          st = g.play(move);
        } catch (err) {
          throw new Error(`bot move ${move} was refused: ${err.message} (record ${g.record()})`);
        }
        totals.botMoves++;
      } else {
        const legal = g.legalMoves();
        if (!legal.length) throw new Error(`no legal move in a game that is not over (record ${g.record()})`);
        st = g.play(legal[Number(rng() % BigInt(legal.length))]);
      }
      totals.moves++;
      const sum = st.scores.reduce((a, b) => a + b, 0);
      if (st.scores.some((s) => s < 0) || sum > cap)
        throw new Error(`scores ${st.scores} exceed what the board holds (${cap}) (record ${g.record()})`);
    }
    const record = g.record();
    const live = JSON.stringify(st);
    const r = engine.newGame(record);
    const replayed = JSON.stringify(r.state());
    r.free();
    if (replayed !== live) throw new Error(`the record does not replay to the live state (record ${record})`);
    while (g.undo()) totals.undos++;
    if (JSON.stringify(g.state()) !== startState)
      throw new Error(`undo to the start does not restore the start (record ${record})`);
  } finally {
    g.free();
  }
  totals.games++;
}

/**
 * `games` games of one family; returns {games, moves, botMoves, undos, memoryBefore, memoryAfter}
 * (memory in bytes, measured after the warm-up and at the end). Throws on a broken invariant.
 */
export function runFamily(engine, family, games, seed) {
  const rng = xorshift(seed);
  const totals = { games: 0, moves: 0, botMoves: 0, undos: 0, memoryBefore: 0, memoryAfter: 0 };
  const warm = Math.max(1, Math.floor(games / 10));
  for (let i = 0; i < games; i++) {
    if (i === warm) totals.memoryBefore = engine.x.memory.buffer.byteLength;
    oneGame(engine, family, family.setups[i % family.setups.length], rng, totals);
  }
  totals.memoryAfter = engine.x.memory.buffer.byteLength;
  if (games <= warm) totals.memoryBefore = totals.memoryAfter;
  return totals;
}

export async function main(argv) {
  const games = Number(argv[0] || 10000);
  const seed = Number(argv[1] || 1);
  const engine = await loadEngine({
    wasmBinary: readFileSync(fileURLToPath(new URL('../../wasm/dist/paperdots.wasm', import.meta.url))),
  });
  let failed = 0;
  for (const [i, family] of loadFamilies().entries()) {
    const t0 = performance.now();
    try {
      const t = runFamily(engine, family, games, seed + i);
      const grew = t.memoryAfter !== t.memoryBefore;
      if (grew) failed++;
      console.log(
        `load wasm   ${family.name.padEnd(7)} ${String(t.games).padStart(6)} games ${String(t.moves).padStart(8)} moves ` +
          `${String(t.botMoves).padStart(7)} bot moves ${String(t.undos).padStart(8)} undos ` +
          `${((performance.now() - t0) / 1000).toFixed(1).padStart(6)}s  memory ${t.memoryBefore} -> ${t.memoryAfter} bytes  ` +
          (grew ? 'FAILED: the memory grew' : 'ok'),
      );
    } catch (err) {
      failed++;
      console.log(`load wasm   ${family.name.padEnd(7)} FAILED: ${err.message}`);
    }
  }
  return failed;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = (await main(process.argv.slice(2))) ? 1 : 0;
}
