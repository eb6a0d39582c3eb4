// analysis.test.js — the play page's exact analysis model against the real engine: one position's
// analysis (wasm/workers/analyse.js, in node and through the worker) equals Game.solveMoves and the CLI's
// `solve --moves`; the best line follows best moves to the end the core scores as the verdict
// says; values are counted in boxes (a margin's difference halved) and Shut In's cells in wins and
// losses; a replay marks exactly the moves that lost value; a newer request drops the older one;
// Dots gets the level-4 bot's view (Game.analyse), and a replay marks its estimate's falls.
import { describe, expect, it } from 'vitest';
import { analysePosition } from '../../../wasm/workers/analyse.js';
import { BotClient } from '../../../wasm/bot-client.js';
import { createNodeWorker } from '../../../wasm/workers/node.js';
import {
  MIN_DROP,
  MORE_PASSES,
  blundersOf,
  botViewOf,
  boundOf,
  keepersOf,
  createAnalyst,
  dropsOf,
  moverTeams,
  outcomeOf,
  overlayOf,
  shareOf,
  signed,
  starved,
  tiersOf,
  workingKeyOf,
} from './analysis.js';
import { recordAt, withMoves } from '../game/record.js';
import { engine, native, root } from '../../../tests/wasm/helpers.js';
import { loadEngine } from '../../../wasm/engine.js';
import { readFileSync } from 'node:fs';

/** The CLI's `solve --moves` for a record: {value, moves: Map token -> value}. */
function cliMoves(record) {
  const [setup, moves = ''] = record.split('&moves=');
  const r = native(['solve', setup, ...(moves ? [moves] : []), '--moves']);
  if (!r.ok) throw new Error(`paperdots solve --moves failed: ${r.err}`);
  const pairs = r.out
    .trim()
    .split('\n')
    .map((l) => l.split('='));
  const per = new Map(
    pairs
      .slice(1)
      .filter(([k]) => k !== 'nodes' && k !== 'ms')
      .map(([k, v]) => [k, Number(v)]),
  );
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

const client = () => new BotClient({ createWorker: () => createNodeWorker('analysis.js') });

describe('withMoves, recordAt and signed', () => {
  it('append moves to a record, cut a record after k moves, sign a value', () => {
    expect(withMoves('game=boxes&size=2x2&moves=', ['a', 'b'])).toBe('game=boxes&size=2x2&moves=a.b');
    expect(withMoves('game=boxes&size=2x2&moves=x', ['a'])).toBe('game=boxes&size=2x2&moves=x.a');
    expect(withMoves('game=boxes&size=2x2', ['a'])).toBe('game=boxes&size=2x2&moves=a');
    expect(recordAt('game=boxes&size=2x2&moves=x.y.z', 2, ['x', 'y', 'z'])).toBe('game=boxes&size=2x2&moves=x.y');
    expect(recordAt('game=boxes&size=2x2&moves=x.y.z', 0, ['x', 'y', 'z'])).toBe('game=boxes&size=2x2&moves=');
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
      const record = withMoves(`${setup}&moves=`, moves);
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
      // The overlay, in boxes: best moves (equal to the value) are tier 0; the others lose half
      // the difference of margins, a whole number of boxes.
      const o = overlayOf(r, 2);
      for (const m of r.moves) {
        const line = o.moves.get(m.move);
        expect(line.loss).toBe(Math.abs(r.value - m.value) / 2);
        expect(Number.isInteger(line.loss)).toBe(true);
        expect(line.tier === 0).toBe(m.value === r.value);
      }
      expect(tiersOf(o)).toEqual([...new Set([...o.moves.values()].map((x) => Math.min(x.loss, 3)))].sort());
    });
  }

  it("an unsolved position's proved bounds name a side that keeps at least what the exact value gives it, and the lines said to keep it do (normal and misère)", async () => {
    const e = await engine();
    for (const setup of ['game=boxes&size=3x3', 'game=boxes&size=3x3&misere=1', 'game=boxes&size=2x4&misere=1']) {
      let said = 0;
      let kept = 0;
      for (const plies of [1, 3]) {
        const record = withMoves(`${setup}&moves=`, await walk(setup, plies));
        const g = e.newGame(record);
        const state = g.state();
        const misere = setup.includes('misere=1');
        const exact = g.solveMoves({ tableMb: 4 });
        const truth = outcomeOf(exact, state, misere);
        const valueOf = new Map(exact.moves.map((m) => [m.move, m.value]));
        expect(exact).toMatchObject({ known: true, lo: exact.value, hi: exact.value });
        expect(boundOf(exact, state, misere)).toBe(null);
        // each budget in a new table (another size than the last): nothing the exact solve proved answers it
        for (let nodes = 500, k = 0; nodes < exact.nodes; nodes += Math.ceil(nodes / 2), k++) {
          const r = g.solveMoves({ nodes, tableMb: 1 + (k % 2) });
          const b = boundOf(r, state, misere);
          if (!b) continue;
          said++;
          if (b.atLeast === 'win') {
            expect(truth.winner).toBe(b.seat);
            expect(truth.by).toBeGreaterThanOrEqual(b.by);
          } else expect([0, b.seat]).toContain(truth.winner);
          // a line said to keep the mover's bound keeps it
          for (const tok of keepersOf(r, state, misere)) {
            kept++;
            if (misere) expect(valueOf.get(tok)).toBeLessThanOrEqual(r.hi);
            else expect(valueOf.get(tok)).toBeGreaterThanOrEqual(r.lo);
          }
        }
        g.free();
      }
      expect(said, setup).toBeGreaterThan(0);
      // (3x3 misère's mover is rarely proved anything within these budgets)
      if (!setup.includes('3x3&misere')) expect(kept, setup).toBeGreaterThan(0);
    }
  });

  it('the best line plays best moves to the end, and the core scores the end as the verdict says', async () => {
    const e = await engine();
    for (const setup of ['game=boxes&size=3x3', 'game=boxes&size=3x3&misere=1', 'game=boxes&size=2x2']) {
      const moves = await walk(setup, 9);
      const record = withMoves(`${setup}&moves=`, moves);
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
      expect(r.lineEnds).toBe(true);
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
    const record = withMoves('game=boxes&size=3x3&moves=', await walk('game=boxes&size=3x3', 6));
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

  it('asks again while a proved position leaves a move unsolved, and ends with every move’s value', async () => {
    // A budget that proves 3x3 after 0.5 in two passes: the value alone, then every move (the
    // worker's table is kept between passes).
    const a = createAnalyst({ makeClient: client, budget: { nodes: 20000, tableMb: 8 } });
    const record = 'game=boxes&size=3x3&moves=0.5';
    const seen = [];
    const r = await a.analyse(record, { onUpdate: (u) => seen.push(u) });
    a.dispose();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBeLessThanOrEqual(MORE_PASSES);
    expect(seen[0].known).toBe(true);
    expect(seen[0].moves.some((m) => !m.known)).toBe(true);
    const want = cliMoves(record);
    expect(r.known).toBe(true);
    expect(r.value).toBe(want.value);
    expect(new Map(r.moves.map((m) => [m.move, m.known ? m.value : null]))).toEqual(want.moves);
    // a position shown during a further pass waits for it: the worker (its table, its book) stays
    let made = 0;
    const counted = () =>
      new BotClient({
        createWorker: () => {
          made += 1;
          return createNodeWorker('analysis.js');
        },
      });
    const b = createAnalyst({ makeClient: counted, budget: { nodes: 20000, tableMb: 8 } });
    let later = null;
    const first = await b.analyse(record, {
      onUpdate: () => (later ??= b.analyse('game=boxes&size=2x2&moves=0')),
    });
    expect(first).toBe(null);
    expect((await later).known).toBe(true);
    expect(made).toBe(1);
    b.dispose();
    // a finished answer is not asked again, nor one that leaves the position unproved
    for (const nodes of [0, 2000]) {
      const once = createAnalyst({ makeClient: client, budget: { nodes, tableMb: 8 } });
      const again = [];
      const got = await once.analyse(record, { onUpdate: (u) => again.push(u) });
      once.dispose();
      expect(again).toEqual([]);
      expect(got.known).toBe(nodes === 0);
    }
  });

  it('asks again a position left unproved by a pass starved of the machine, and not one that searched its second', async () => {
    // A busy machine: the analyst's budget is a second, but the first pass got only 2 000 nodes'
    // worth of the machine (fewer than STARVED_NODES_PER_MS a millisecond) and left 3x3 after
    // 0.5 unproved; the next passes have the machine (200 000 nodes each). The core and its
    // worker are real; only each pass's budget is the machine's, given in nodes so that the test
    // does not depend on how busy the machine running it is.
    const record = 'game=boxes&size=3x3&moves=0.5';
    const machine =
      (...nodes) =>
      () => {
        const real = client();
        let calls = 0;
        return {
          analyse: (rec, o) => real.analyse(rec, { ...o, ms: 0, nodes: nodes[Math.min(calls++, nodes.length - 1)] }),
          cancel: () => real.cancel(),
          dispose: () => real.dispose(),
          get pending() {
            return real.pending;
          },
        };
      };
    const a = createAnalyst({ makeClient: machine(2000, 200000), budget: { ms: 1000, tableMb: 8 } });
    const seen = [];
    const r = await a.analyse(record, { onUpdate: (u) => seen.push(u) });
    a.dispose();
    expect(seen[0].known).toBe(false);
    expect(starved(seen[0], 1000)).toBe(true);
    expect(seen.length).toBeLessThanOrEqual(MORE_PASSES);
    expect(r.known).toBe(true);
    expect(r.value).toBe(cliMoves(record).value);
    // a position that searched its whole budget unproved is not asked again (5x5: 100 000 nodes
    // in a pass of 300 ms, more than STARVED_NODES_PER_MS a millisecond)
    const b = createAnalyst({ makeClient: machine(100000), budget: { ms: 300, tableMb: 8 } });
    const again = [];
    const big = await b.analyse('game=boxes&size=5x5&moves=', { onUpdate: (u) => again.push(u) });
    b.dispose();
    expect(big.known).toBe(false);
    expect(starved(big, 300)).toBe(false);
    expect(again).toEqual([]);
  });

  it('carries a best line cut short by the budget on from where it stopped, to the end of the game', async () => {
    // Budgets that prove the position and every move but leave the line short: the line shares
    // the position's budget (here nodes, as the page's second is shared).
    const e = await engine();
    for (const [record, nodes] of [
      ['game=shutin&size=5x5&moves=b2', 10000],
      ['game=boxes&size=3x3&moves=0.7', 25000],
    ]) {
      const budget = { nodes, tableMb: 8 };
      const seen = [];
      const a = createAnalyst({ makeClient: client, budget });
      const r = await a.analyse(record, { onUpdate: (u) => seen.push(u) });
      a.dispose();
      expect(seen.length, record).toBeGreaterThan(0);
      expect(seen.length).toBeLessThanOrEqual(MORE_PASSES);
      expect(seen[0].moves.every((m) => m.known)).toBe(true);
      expect(seen[0].lineEnds).toBe(false);
      expect(r.line.slice(0, seen[0].line.length)).toEqual(seen[0].line);
      expect(r.line.length).toBeGreaterThan(seen[0].line.length);
      expect(r.lineEnds).toBe(true);
      expect(r.moves).toEqual(seen[0].moves);
      // every move of the carried line is a best move, and it plays to the end
      const g = e.newGame(record);
      for (const tok of r.line) {
        const now = g.solveMoves();
        expect(now.moves.find((m) => m.move === tok).value, tok).toBe(now.value);
        g.play(tok);
      }
      expect(g.state().over).toBe(true);
      g.free();
      // asked without its line (every move has its value), the position takes no further pass
      const once = createAnalyst({ makeClient: client, budget });
      const again = [];
      const bare = await once.analyse(record, { line: false, onUpdate: (u) => again.push(u) });
      once.dispose();
      expect(again).toEqual([]);
      expect(bare.line).toEqual([]);
    }
  });

  it('says what it is still working on: the value, some move, or the best line', async () => {
    // a module of its own: the shared one's solver table holds what earlier tests proved
    const e = await loadEngine({ wasmBinary: readFileSync(`${root}wasm/dist/paperdots.wasm`) });
    const at = (record, nodes) => analysePosition(e, record, { nodes, tableMb: 8, hint: false });
    expect(workingKeyOf(null)).toBe('analysis.working');
    expect(workingKeyOf(at('game=boxes&size=5x5&moves=', 2000))).toBe('analysis.working');
    // 3x3 after line 0 within 25 000 nodes: the value proved, most lines not
    expect(workingKeyOf(at('game=boxes&size=3x3&moves=0', 25000))).toBe('analysis.workingMore');
    // every cell proved, the line cut short by the budget
    const cut = at('game=shutin&size=5x5&moves=b2', 10000);
    expect(cut.lineEnds).toBe(false);
    expect(workingKeyOf(cut)).toBe('analysis.workingLine');
  });

  it('a replay marks exactly the moves whose value is below their position’s, by the difference', async () => {
    const e = await engine();
    const setup = 'game=boxes&size=2x2';
    // A whole game by the walk rule: some of its moves are blunders, some are not.
    const moves = await walk(setup, 40);
    const record = withMoves(`${setup}&moves=`, moves);
    const a = createAnalyst({ makeClient: client, budget: {} });
    const seen = [];
    const r = await a.replay(record, moves, (done, total) => seen.push(`${done}/${total}`));
    a.dispose();
    expect(seen.at(-1)).toBe(`${moves.length}/${moves.length}`);
    const want = new Map();
    moves.forEach((tok, k) => {
      const g = e.newGame(recordAt(record, k, moves));
      const s = g.solveMoves();
      g.free();
      const lost = s.value - s.moves.find((m) => m.move === tok).value;
      if (lost) want.set(k, Math.abs(lost));
    });
    expect(want.size).toBeGreaterThan(0);
    expect(r.blunders).toEqual(want);
    expect(blundersOf(moves, r.results)).toEqual(want);
    // In boxes (per 2): the same moves, half as much.
    expect(blundersOf(moves, r.results, 2)).toEqual(new Map([...want].map(([k, n]) => [k, n / 2])));
  });
});

describe("the analyst and the board's opening book", () => {
  it('sends the book with every request, live and in a replay, and none without one', async () => {
    const sent = [];
    const fake = () => ({
      pending: null,
      analyse: (record, o) => (
        sent.push(o),
        Promise.resolve({ over: false, known: true, value: 0, moves: [], line: [], hint: null })
      ),
      cancel() {},
      dispose() {},
    });
    const a = createAnalyst({ makeClient: fake, budget: { nodes: 5 }, book: 'http://x/assets/b.bin' });
    await a.analyse('game=boxes&size=4x4&moves=');
    await a.replay('game=boxes&size=4x4&moves=0.1', ['0', '1']);
    // the replay's first position is the one analysed live (kept): one request more
    expect(sent.map((o) => o.book)).toEqual(['http://x/assets/b.bin', 'http://x/assets/b.bin']);
    expect(sent[0]).toMatchObject({ nodes: 5, mode: 'exact' });
    sent.length = 0;
    const none = createAnalyst({ makeClient: fake, budget: {} });
    await none.analyse('game=boxes&size=3x3&moves=');
    expect('book' in sent[0]).toBe(false);
  });
});

describe('the units players count in', () => {
  it('the article’s first puzzle: line 2,3–3,3 loses 5 boxes, and the mover takes (open + value) / 2', async () => {
    const e = await engine();
    const record = 'game=boxes&size=3x3&moves=0.13.19.8.6.22.21.7.14.2.16';
    const r = analysePosition(e, record, {});
    const g = e.newGame(record);
    const geo = g.geometry();
    const st = g.state();
    g.free();
    const tok = geo.moveTokens[geo.moveLabels.indexOf('2,3–3,3')];
    const cli = cliMoves(record);
    expect(overlayOf(r, 2).moves.get(tok).loss).toBe((cli.value - cli.moves.get(tok)) / 2);
    expect(overlayOf(r, 2).moves.get(tok).loss).toBe(5);
    const open = st.cells.filter((c) => c === 0).length;
    expect(Number.isInteger(shareOf(r.value, open))).toBe(true);
  });

  it('Shut In: every legal cell wins or loses as plain minimax says, and a replay marks a won game given away', async () => {
    const e = await engine();
    const setup = 'game=shutin&size=5x5';
    const moves = await walk(setup, 6);
    const record = withMoves(`${setup}&moves=`, moves);
    const r = analysePosition(e, record, {});
    expect(r.known).toBe(true);
    const cli = cliMoves(record);
    expect(r.value).toBe(cli.value);
    const o = overlayOf(r, 2);
    for (const m of r.moves) {
      expect(m.value).toBe(cli.moves.get(m.move));
      expect(o.moves.get(m.move).wins).toBe(m.value > 0);
    }
    // A whole 4x4 game by the walk rule; a move is marked exactly when its position was won and
    // the position after it is won for the other side.
    const whole = await walk('game=shutin&size=4x4', 40);
    const rec = withMoves('game=shutin&size=4x4&moves=', whole);
    const results = whole.map((_, k) => analysePosition(e, recordAt(rec, k, whole), { line: false }));
    const marks = blundersOf(whole, results, 2);
    whole.forEach((tok, k) => {
      const before = cliMoves(recordAt(rec, k, whole));
      expect(marks.has(k)).toBe(before.value === 1 && before.moves.get(tok) === -1);
    });
  });
});

describe('Dots: the level-4 bot’s view', () => {
  it('names the capture first, with the bot’s move and the threatened dot; statistics come most visited first', async () => {
    const e = await engine();
    const record = 'game=dots&size=9x9&start=empty&moves=2-3.3-3.3-4.8-8.4-3.8-7';
    const r = analysePosition(e, record, { mode: 'bot', nodes: 20000 });
    const g = e.newGame(record);
    expect(r.pick).toBe(g.botMove({ level: 4, ms: 0, nodes: 20000, seed: 1 }));
    g.free();
    expect(r.pick).toBe('3-2');
    const view = botViewOf(r);
    expect(view.moves[0]).toMatchObject({ point: '3-2', rank: 1, pick: true });
    for (let i = 1; i < r.moves.length; i++) expect(r.moves[i].visits).toBeLessThanOrEqual(r.moves[i - 1].visits);
    expect(view.threats.get('3-3')).toEqual({ colour: 2, moves: 1 });
  });

  // the bot's answer for a position: its estimate of the side to move's (team's) lead
  const est = (team, lead) => ({
    over: false,
    estimate: true,
    team,
    moves: [{ point: '1-1', visits: 9, lead, reward: 0.5 }],
  });

  it('a replay marks the moves after which the estimate fell most, each by at least MIN_DROP', () => {
    // Team 0 leads by 2, then blunders (team 1 now leads by 3), team 1 then gives back 0.3, and
    // the game ends 3.2 up for team 1: the last move (team 0's) lost 0.5.
    const results = [est(0, 2), est(1, 3), est(0, -2.7)];
    const drops = dropsOf(['a', 'b', 'c'], results, [-3.2, 3.2]);
    expect(drops.get(0)).toBe(5);
    expect(drops.has(1)).toBe(false);
    expect(drops.get(2)).toBe(0.5);
    expect(MIN_DROP).toBeGreaterThan(0.3);
  });

  it("a grounding made on the opponent's turn is judged as its maker's move, not the side to move's", () => {
    // Team 1 (White) moves, then White grounds while Black (team 0) is to move: Black led by 2
    // before it and the game ends 121 up for Black. White's grounding lost White 119 dots.
    const results = [est(1, -2), est(0, 2)];
    const final = [121, -121];
    const teams = [1, 1];
    const drops = dropsOf(['a', 'ground-waiting'], results, final, teams);
    expect(drops.get(1)).toBe(119);
    // read as the side to move's (Black's) move, it was a gain and is not marked
    expect(dropsOf(['a', 'ground-waiting'], results, final).has(1)).toBe(false);
    expect(moverTeams({ movers: [2, 2, 1], teams: [[1], [2]] })).toEqual([1, 1, 0]);
  });
});
