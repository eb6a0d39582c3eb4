// own-dots.test.js — a player's own Dots puzzles from a finished game: the analysis worker proves
// the marked positions with the horizon search (analysis.js `puzzles`, wasm/workers/dots-puzzle.js)
// and own.js keeps those where the move played was proved worse. Real worker, real WASM.
import { describe, expect, it } from 'vitest';
import { analysePosition } from '../../../wasm/workers/analyse.js';
import { BotClient } from '../../../wasm/bot-client.js';
import { createNodeWorker } from '../../../wasm/workers/node.js';
import { PUZZLE_NODES, createAnalyst } from './analysis.js';
import { recordAt } from '../game/record.js';
import { ownPuzzlesJudged, validOwn } from '../puzzles/own.js';
import { engine } from '../../../tests/wasm/helpers.js';

const client = () => new BotClient({ createWorker: () => createNodeWorker('analysis.js') });

// O (seat 2) leaves its dot on 3-3 to be surrounded (8-7 instead of blocking at 3-2), X takes it
// (3-2, the best move there), O resigns.
const MOVES = ['2-3', '3-3', '3-4', '8-8', '4-3', '8-7', '3-2', 'resign'];
const GAME = { id: 'dots0001', record: `game=dots&size=9x9&start=empty&moves=${MOVES.join('.')}`, moves: MOVES };

describe('own Dots puzzles', () => {
  it('proves each marked position in the worker as in node, and keeps the one whose move lost a dot', async () => {
    const e = await engine();
    const a = createAnalyst({ makeClient: client, mode: 'bot', budget: {} });
    const seen = [];
    const judged = await a.puzzles(GAME.record, MOVES, [5, 6, 7], PUZZLE_NODES, (done, total) =>
      seen.push([done, total]),
    );
    a.dispose();
    expect(seen).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    for (const { k, puzzle } of judged)
      expect(puzzle).toEqual(
        analysePosition(e, recordAt(GAME.record, k, MOVES), { mode: 'puzzle', played: MOVES[k], nodes: PUZZLE_NODES }),
      );
    const list = ownPuzzlesJudged(GAME, judged);
    // 8-7 lets X take 3-3; 3-2 (X's capture, the best move) and resign make none
    expect(list.map((p) => p.id)).toEqual(['dots0001-5']);
    const [p] = list;
    expect(validOwn(p)).toBe(true);
    expect(p.moves).toBe(MOVES.slice(0, 5).join('.'));
    expect(p.best).toEqual(['3-2']);
    expect(p.depth).toBe(2);
    const value = (m) => (Object.hasOwn(p.proof, m) ? p.proof[m] : p.rest);
    expect(value('3-2')).toBe(p.value);
    expect(p.value - value('8-7')).toBe(1);
    expect(p.tempting).toContainEqual({ move: '8-7', by: 'you' });
    expect(p.reasons['8-7']).toContain('allows-capture');
    expect(p.line[0]).toBe('3-2');
  });

  it('keeps no position where the move played was among the best', async () => {
    const e = await engine();
    const at = recordAt(GAME.record, 5, MOVES);
    // the judge tempted by the best move itself finds nothing wrong to prove worse
    expect(analysePosition(e, at, { mode: 'puzzle', played: '3-2', nodes: PUZZLE_NODES }).ok).toBe(false);
    // and a puzzle proved there is no mistake of a game that played its answer
    const puzzle = analysePosition(e, at, { mode: 'puzzle', played: '8-7', nodes: PUZZLE_NODES });
    expect(puzzle.ok).toBe(true);
    const played = { ...GAME, moves: [...MOVES.slice(0, 5), '3-2'] };
    expect(ownPuzzlesJudged(played, [{ k: 5, puzzle }])).toEqual([]);
  });

  it('says a field beyond the horizon search is one, in the engine’s words', async () => {
    const a = createAnalyst({ makeClient: client, mode: 'bot', budget: {} });
    const moves = ['5-5', '6-6'];
    await expect(
      a.puzzles(`game=dots&size=39x32&moves=${moves.join('.')}`, moves, [1], PUZZLE_NODES),
    ).rejects.toMatchObject({ code: 'solve-field' });
    a.dispose();
  });

  it('refuses a stored puzzle whose best move is not worth its value', () => {
    const p = {
      id: 'dots0001-5',
      setup: 'game=dots&size=9x9&start=empty',
      moves: '2-3.3-3',
      free: 79,
      depth: 2,
      value: 0,
      best: ['3-2'],
      proof: {},
      rest: -1,
      tempting: [{ move: '8-7', by: 'you' }],
      minLoss: 1,
      themes: [],
      reasons: {},
      difficulty: 3,
    };
    expect(validOwn(p)).toBe(false);
    expect(validOwn({ ...p, proof: { '3-2': 0 } })).toBe(true);
    expect(validOwn({ ...p, proof: { '3-2': 0 }, depth: 9 })).toBe(false);
  });
});
