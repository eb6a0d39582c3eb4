// bots.test.js — the bots and the solver in WASM play exactly like the native core: with a node
// budget (no clock) and a fixed seed a bot move is deterministic (docs/spec.md §2), so the WASM wrapper's
// botMove() must name the same move as `build/paperdots bot`, and solve() the same value and node
// count as `build/paperdots solve`, for every level and on every kind of board.
// Positions come from walking the CLI's own `legal` lists, so neither side picks them.
import { describe, expect, it } from 'vitest';
import { engine, native } from './helpers.js';
import { EngineError } from '../../wasm/engine.js';

/** CLI arguments for a position: the setup, then the move list when there is one. */
const argsOf = (setup, moves) => (moves.length ? [setup, moves.join('.')] : [setup]);

/** The walks made so far, by setup: a shorter walk is the start of a longer one (same picks). */
const walked = new Map();

/** Walk `plies` moves from the start, each a fixed pick from the CLI's legal list. */
function walk(setup, plies) {
  const known = walked.get(setup) || { moves: [], ended: false };
  if (known.moves.length >= plies || known.ended) return known.moves.slice(0, plies);
  const moves = [...known.moves];
  for (let k = moves.length; k < plies; k++) {
    const r = native(['legal', ...argsOf(setup, moves)]);
    if (!r.ok) throw new Error(`legal ${setup} ${moves.join('.')}: ${r.err}`);
    const legal = r.out
      .replace(/^legal=/, '')
      .trim()
      .split(' ')
      .filter(Boolean);
    if (!legal.length) {
      walked.set(setup, { moves, ended: true });
      return [...moves];
    }
    moves.push(legal[(k * 7 + 3) % legal.length]);
  }
  walked.set(setup, { moves, ended: false });
  return [...moves];
}

/** Plies that leave `free` lines undrawn on a boxes board. */
function pliesLeaving(setup, free) {
  const info = native(['info', setup]).out;
  const n = (key) => Number(info.match(new RegExp(`^${key}=(\\d+)$`, 'm'))[1]);
  return n('lines') - n('predrawn') - free;
}

function nativeBot(setup, moves, level, nodes, seed) {
  const r = native([
    'bot',
    ...argsOf(setup, moves),
    '--level',
    String(level),
    '--nodes',
    String(nodes),
    '--seed',
    String(seed),
  ]);
  if (!r.ok) throw new Error(`paperdots bot failed: ${r.err}`);
  return r.out;
}

// Every position and budget with one seed in make test; the second seed (other tie-breaks of the
// same search) is the long tier's sweep (PD_LONG_TEST=1: make test-long).
const SEEDS = process.env.PD_LONG_TEST === '1' ? [1, 7] : [1];

// Boxes: levels 2-4 (level 1 is covered in engine.test.js). A mid-game position and a late one
// (few lines left: level 4 reaches its exact solver there) besides the start.
const BOXES = [
  { setup: 'game=boxes&size=4x4', name: 'square 4x4' },
  { setup: 'game=boxes&grid=hex&size=3x3', name: 'hex 3x3' },
  { setup: 'game=boxes&grid=tri&size=3x3&border=swedish', name: 'tri 3x3 Swedish' },
  { setup: 'game=boxes&size=4x3&misere=1', name: 'square 4x3 misère' },
  { setup: 'game=boxes&size=4x4&players=3', name: 'square 4x4, 3 players' },
  { setup: 'game=boxes&grid=hex&size=3x2&players=4&misere=1', name: 'hex 3x2 misère, 4 players' },
];

describe('boxes bots in WASM choose the native move', () => {
  for (const { setup, name } of BOXES) {
    for (const level of [2, 3, 4]) {
      it(`${name}, level ${level}`, async () => {
        const e = await engine();
        const positions = [
          [],
          walk(setup, 6),
          walk(setup, pliesLeaving(setup, 12)),
          walk(setup, pliesLeaving(setup, 5)),
        ];
        let compared = 0;
        for (const moves of positions) {
          const g = e.newGame(`${setup}&moves=${moves.join('.')}`);
          expect(g.state().toMove).toBeGreaterThan(0); // still a position a bot can move in
          for (const nodes of level === 2 ? [20000] : [2000, 30000]) {
            for (const seed of SEEDS) {
              const want = nativeBot(setup, moves, level, nodes, seed);
              const got = `move=${g.botMove({ level, nodes, seed })}\n`;
              expect(got, `${moves.join('.') || 'start'} nodes=${nodes} seed=${seed}`).toBe(want);
              expect(g.legalMoves()).toContain(want.slice(5, -1));
              compared++;
            }
          }
          g.free();
        }
        expect(compared).toBeGreaterThanOrEqual(4 * SEEDS.length);
      });
    }
  }
});

// Shut In: levels 1-4, with and without gravity, a free start and blocked cells.
const SHUTIN = [
  { setup: 'game=shutin&size=6x6', name: '6x6 gravity' },
  { setup: 'game=shutin&size=6x5&gravity=0', name: '6x5 no gravity' },
  { setup: 'game=shutin&size=7x6&gravity=0&start=free&blocked=c3.e3', name: '7x6 no gravity, free start, blocked' },
  { setup: 'game=shutin&size=8x8&blocked=c2.f2', name: '8x8 gravity, blocked' },
];

describe('Shut In bots in WASM choose the native move', () => {
  for (const { setup, name } of SHUTIN) {
    for (const level of [1, 2, 3, 4]) {
      it(`${name}, level ${level}`, async () => {
        const e = await engine();
        const positions = [[], walk(setup, 5), walk(setup, 12)];
        let compared = 0;
        for (const moves of positions) {
          const g = e.newGame(`${setup}&moves=${moves.join('.')}`);
          if (g.state().toMove === 0) {
            g.free();
            continue; // the walk ended the game
          }
          for (const nodes of [3000, 40000]) {
            for (const seed of SEEDS) {
              const want = nativeBot(setup, moves, level, nodes, seed);
              const got = `move=${g.botMove({ level, nodes, seed })}\n`;
              expect(got, `${moves.join('.') || 'start'} nodes=${nodes} seed=${seed}`).toBe(want);
              compared++;
            }
          }
          g.free();
        }
        expect(compared).toBeGreaterThanOrEqual(4 * SEEDS.length);
      });
    }
  }
});

// Dots: every level, russian, polish and teams, at the start and mid-game. Levels 3-4 run the
// tree search (floating point, a node pool, the forcing reader): the move must still match.
const DOTS = [
  { setup: 'game=dots&size=12x12', name: '12x12 russian' },
  { setup: 'game=dots&size=10x9&rules=polish', name: '10x9 polish' },
  { setup: 'game=dots&size=11x11&start=cross4&players=4&extra=1', name: '11x11 cross4, teams, extra' },
];

describe('Dots bots in WASM choose the native move', () => {
  for (const { setup, name } of DOTS) {
    for (const level of [1, 2, 3, 4]) {
      it(`${name}, level ${level}`, async () => {
        const e = await engine();
        let compared = 0;
        for (const moves of [[], walk(setup, 9), walk(setup, 30)]) {
          const g = e.newGame(`${setup}&moves=${moves.join('.')}`);
          for (const nodes of [5, 5000]) {
            for (const seed of SEEDS) {
              const want = nativeBot(setup, moves, level, nodes, seed);
              const got = `move=${g.botMove({ level, nodes, seed })}\n`;
              expect(got, `${moves.join('.') || 'start'} nodes=${nodes} seed=${seed}`).toBe(want);
              compared++;
            }
          }
          g.free();
        }
        expect(compared).toBe(6 * SEEDS.length);
      });
    }
  }
});

/** The CLI's solve answer as {known, value, nodes}. */
function nativeSolve(setup, moves, nodes) {
  const r = native(['solve', ...argsOf(setup, moves), ...(nodes ? ['--nodes', String(nodes)] : [])]);
  if (!r.ok) throw new Error(`paperdots solve failed: ${r.err}`);
  const kv = Object.fromEntries(
    r.out
      .trim()
      .split('\n')
      .map((l) => l.split('=')),
  );
  return kv.value === 'unknown'
    ? { known: false, nodes: Number(kv.nodes) }
    : { known: true, value: Number(kv.value), nodes: Number(kv.nodes) };
}

describe('solve() through the wrapper agrees with paperdots solve', () => {
  const cases = [
    { setup: 'game=boxes&size=2x2', plies: 0 },
    { setup: 'game=boxes&size=3x2', plies: 3 },
    { setup: 'game=boxes&size=3x3', plies: 12 },
    { setup: 'game=boxes&size=3x3&misere=1', plies: 14 },
    { setup: 'game=boxes&grid=hex&size=2x2&border=swedish', plies: 2 },
    { setup: 'game=boxes&grid=tri&size=2x2', plies: 6 },
    { setup: 'game=boxes&grid=tri&size=2x2&misere=1', plies: 5 },
    { setup: 'game=shutin&size=4x4', plies: 0 },
    { setup: 'game=shutin&size=4x4&gravity=0', plies: 0 },
    { setup: 'game=shutin&size=5x5&gravity=0', plies: 6 },
    { setup: 'game=shutin&size=5x4&start=free', plies: 4 },
  ];
  for (const { setup, plies } of cases) {
    it(`${setup} after ${plies} moves`, async () => {
      const e = await engine();
      const moves = walk(setup, plies);
      expect(moves).toHaveLength(plies);
      const g = e.newGame(`${setup}&moves=${moves.join('.')}`);
      const want = nativeSolve(setup, moves, 0);
      expect(want.known).toBe(true);
      const got = g.solve();
      expect(got.known).toBe(true);
      expect({ known: got.known, value: got.value, nodes: got.nodes }).toEqual(want);
      g.free();
    });
  }

  it('runs out of a node budget the same way (value unknown)', async () => {
    const e = await engine();
    for (const setup of ['game=boxes&size=4x4', 'game=shutin&size=8x8']) {
      const g = e.newGame(setup);
      const got = g.solve({ nodes: 500 });
      expect(got.known).toBe(false);
      expect(nativeSolve(setup, [], 500)).toEqual({ known: false, nodes: got.nodes });
      g.free();
    }
  });

  it('says so when the table asked for does not fit in the module, and solves on after it', async () => {
    const e = await engine();
    for (const setup of ['game=boxes&size=2x2', 'game=shutin&size=4x4']) {
      const g = e.newGame(setup);
      // 4096 MiB is past what a 32-bit module can address, 2048 MiB past its 2 GiB ceiling
      for (const mib of [4096, 2048]) {
        let err;
        try {
          g.solve({ tableMb: mib });
        } catch (x) {
          err = x;
        }
        expect(err, `${setup}, ${mib} MiB`).toBeInstanceOf(EngineError);
        expect(err).toMatchObject({ code: 'solver-memory', params: { mib: String(mib) } });
      }
      expect(g.solve()).toMatchObject({ known: true, value: nativeSolve(setup, [], 0).value });
      g.free();
    }
  });

  it('refuses three seats with the same error code as the CLI', async () => {
    const e = await engine();
    const setup = 'game=boxes&size=2x2&players=3';
    const r = native(['solve', setup]);
    expect(r.ok).toBe(false);
    const code = r.err.match(/^error: ([a-z-]+):/)[1];
    const g = e.newGame(setup);
    expect(() => g.solve()).toThrow(expect.objectContaining({ code }));
    g.free();
  });
});

describe('solveMoves() through the wrapper agrees with paperdots solve --moves', () => {
  /** The CLI's answer: value, then every legal move's value in order. */
  function nativeMoves(setup, moves) {
    const r = native(['solve', ...argsOf(setup, moves), '--moves']);
    if (!r.ok) throw new Error(`paperdots solve --moves failed: ${r.err}`);
    const lines = r.out
      .trim()
      .split('\n')
      .map((l) => l.split('='));
    const [, value] = lines[0];
    const per = lines.slice(1).filter(([k]) => k !== 'nodes' && k !== 'ms');
    // a solved move is its own bounds (lo = hi = value)
    return {
      value: Number(value),
      moves: per.map(([move, v]) => ({ move, known: true, value: Number(v), lo: Number(v), hi: Number(v) })),
    };
  }

  const cases = [
    { setup: 'game=boxes&size=2x2', plies: 0 },
    { setup: 'game=boxes&size=3x3', plies: 10 },
    { setup: 'game=boxes&size=3x3&misere=1', plies: 14 },
    { setup: 'game=boxes&grid=tri&size=2x2', plies: 4 },
  ];
  for (const { setup, plies } of cases) {
    it(`${setup} after ${plies} moves`, async () => {
      const e = await engine();
      const moves = walk(setup, plies);
      const g = e.newGame(`${setup}&moves=${moves.join('.')}`);
      const want = nativeMoves(setup, moves);
      const got = g.solveMoves();
      expect(got.known).toBe(true);
      expect({ value: got.value, moves: got.moves }).toEqual(want);
      // the best moves are those whose value is the position's
      expect(got.moves.some((m) => m.value === got.value)).toBe(true);
      g.free();
    });
  }
});
