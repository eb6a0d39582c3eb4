// analysis.test.js — the play page's exact analysis model against the real engine: one position's
// analysis (wasm/analyse.js, in node and through the worker) equals Game.solveMoves and the CLI's
// `solve --moves`; the best line follows best moves to the end the core scores as the verdict
// says; a replay marks exactly the moves that lost value; a newer request drops the older one.
import { describe, expect, it } from 'vitest';
import { analysePosition } from '../../../wasm/analyse.js';
import { BotClient } from '../../../wasm/bot-client.js';
import { createNodeWorker } from '../../../wasm/node-worker.js';
import { blundersOf, createAnalyst, outcomeOf, overlayOf, recordAt, recordWith, signed } from './analysis.js';
import { engine, native } from '../../../tests/web/helpers.js';

/** The CLI's `solve --moves` for a record: {value, moves: Map token -> value}. */
function cliMoves(record) {
  const [setup, moves = ''] = record.split('&moves=');
  const r = native(['solve', setup, ...(moves ? [moves] : []), '--moves']);
  if (!r.ok) throw new Error(`paperdots solve --moves failed: ${r.err}`);
  const pairs = r.out.trim().split('\n').map((l) => l.split('='));
  const per = new Map(pairs.slice(1).filter(([k]) => k !== 'nodes' && k !== 'ms').map(([k, v]) => [k, Number(v)]));
  return { value: Number(pairs[0][1]), moves: per };
}

/** A legal move sequence of `plies` moves picked by a fixed rule from the core's legal lists. */
async function walk(setup, plies) {
  const e = await engine();
  const g = e.newGame(setup);
  const moves = [];
  for (let k = 0; k < plies; k++) {
    const st = g.state();
    if (st.over) break;
    const tok = st.legal[(k * 5 + 2) % st.legal.length];
    g.play(tok);
    moves.push(tok);
  }
  g.free();
  return moves;
}

const client = () => new BotClient({ createWorker: () => createNodeWorker('analysis-worker.js') });

describe('recordWith and recordAt', () => {
  it('append moves to a record and cut a record after k moves', () => {
    expect(recordWith('game=boxes&size=2x2&moves=', ['a', 'b'])).toBe('game=boxes&size=2x2&moves=a.b');
    expect(recordWith('game=boxes&size=2x2&moves=x', ['a'])).toBe('game=boxes&size=2x2&moves=x.a');
    expect(recordWith('game=boxes&size=2x2', ['a'])).toBe('game=boxes&size=2x2&moves=a');
    expect(recordAt('game=boxes&size=2x2&moves=x.y.z', ['x', 'y', 'z'], 2)).toBe('game=boxes&size=2x2&moves=x.y');
    expect(recordAt('game=boxes&size=2x2&moves=x.y.z', ['x', 'y', 'z'], 0)).toBe('game=boxes&size=2x2&moves=');
    expect(signed(2)).toBe('+2');
    expect(signed(-1)).toBe('\u22121');
    expect(signed(0)).toBe('0');
  });
});

describe('one position: the values the board shows are the solver’s', () => {
  const cases = [
    ['game=boxes&size=2x2', 0],
    ['game=boxes&size=2x2', 5],
    ['game=boxes&size=3x3', 8],
    ['game=boxes&size=3x3&misere=1', 12],
    ['game=boxes&grid=hex&size=2x2', 6],
  ];
  for (const [setup, plies] of cases) {
    it(`${setup} after ${plies} moves equals Game.solveMoves and paperdots solve --moves`, async () => {
      const e = await engine();
      const moves = await walk(setup, plies);
      const record = recordWith(`${setup}&moves=`, moves);
      const r = analysePosition(e, record, {});
      const g = e.newGame(record);
      const direct = g.solveMoves();
      g.free();
      expect(r.known).toBe(true);
      expect(r.value).toBe(direct.value);
      expect(r.moves).toEqual(direct.moves);
      const cli = cliMoves(record);
      expect(r.value).toBe(cli.value);
      expect(new Map(r.moves.map((m) => [m.move, m.value]))).toEqual(cli.moves);
      // The overlay: best moves (equal to the value) are tier 0; the others lose the difference.
      const o = overlayOf(r);
      for (const m of r.moves) {
        const line = o.lines.get(m.move);
        expect(line.loss).toBe(Math.abs(r.value - m.value));
        expect(line.tier === 0).toBe(m.value === r.value);
      }
    });
  }

  it('the best line plays best moves to the end, and the core scores the end as the verdict says', async () => {
    const e = await engine();
    for (const setup of ['game=boxes&size=3x3', 'game=boxes&size=3x3&misere=1', 'game=boxes&size=2x2']) {
      const moves = await walk(setup, 9);
      const record = recordWith(`${setup}&moves=`, moves);
      const r = analysePosition(e, record, {});
      const g = e.newGame(record);
      const before = g.state();
      const verdict = outcomeOf(r, before, setup.includes('misere=1'));
      for (const tok of r.line) {
        const now = g.solveMoves();
        expect(now.moves.find((m) => m.move === tok).value).toBe(now.value);
        g.play(tok);
      }
      const end = g.state();
      g.free();
      expect(end.over).toBe(true);
      expect(verdict.winner === 0).toBe(end.result.draw);
      if (verdict.winner) {
        expect(end.result.winners).toEqual([verdict.winner]);
        expect(end.result.margin).toBe(verdict.by);
      }
    }
  });

  it('a position the budget cannot solve is unknown and carries the level-4 bot’s move as an estimate', async () => {
    const e = await engine();
    const record = 'game=boxes&size=5x5&moves=';
    const r = analysePosition(e, record, { nodes: 2000, hintNodes: 2000 });
    expect(r.known).toBe(false);
    expect(overlayOf(r)).toBe(null);
    const g = e.newGame(record);
    expect(g.state().legal).toContain(r.hint);
    expect(r.hint).toBe(g.botMove({ level: 4, ms: 0, nodes: 2000, seed: 1 }));
    g.free();
  });
});

describe('the analyst (its own worker)', () => {
  it('answers through the worker as in node, and a newer request drops the older one', async () => {
    const e = await engine();
    const a = createAnalyst({ makeClient: client, budget: {} });
    const record = recordWith('game=boxes&size=3x3&moves=', await walk('game=boxes&size=3x3', 6));
    const big = a.analyse('game=boxes&size=6x6&moves=');
    const small = a.analyse(record);
    expect(await big).toBe(null);
    const r = await small;
    const here = analysePosition(e, record, {});
    // The same answer as in node, but for the time each took (and the nodes, which depend on the table's history).
    const same = ({ ms: _ms, nodes: _nodes, ...rest }) => rest;
    expect(same(r)).toEqual(same(here));
    expect(r.line.length).toBeGreaterThan(0);
    expect(a.known(record)).toBe(r);
    a.dispose();
  });

  it('a replay marks exactly the moves whose value is below their position’s, by the difference', async () => {
    const e = await engine();
    const setup = 'game=boxes&size=2x2';
    // A whole game by the walk rule: some of its moves are blunders, some are not.
    const moves = await walk(setup, 40);
    const record = recordWith(`${setup}&moves=`, moves);
    const a = createAnalyst({ makeClient: client, budget: {} });
    const seen = [];
    const r = await a.replay(record, moves, (done, total) => seen.push(`${done}/${total}`));
    a.dispose();
    expect(seen.at(-1)).toBe(`${moves.length}/${moves.length}`);
    const want = new Map();
    moves.forEach((tok, k) => {
      const g = e.newGame(recordAt(record, moves, k));
      const s = g.solveMoves();
      g.free();
      const lost = s.value - s.moves.find((m) => m.move === tok).value;
      if (lost) want.set(k, Math.abs(lost));
    });
    expect(want.size).toBeGreaterThan(0);
    expect(r.blunders).toEqual(want);
    expect(blundersOf(moves, r.results)).toEqual(want);
  });
});
