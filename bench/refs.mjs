// refs.mjs — series of our bot against an opponent for `make strength` (bench/strength.mjs): the
// open reference engines (Dabble, MapuAlpha, oppai; built outside the repository, paths from
// PD_REF_DABBLE, PD_REF_MAPUALPHA, PD_REF_OPPAI) or a frozen paperdots build. Every move of every
// game goes through `paperdots play` (legality, turn, score); our moves come from `paperdots
// bot`. Openings are a few random moves from a fixed seed (boxes: 2 lines that give no box away;
// Dots: 4 non-capturing dots within 3 points of the centre), each played twice with the seats
// swapped; one engine thinks at a time.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';

// A small seeded generator (mulberry32): the same openings on every machine.
function rng(seed) {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n) | 0;
  };
}

const fields = (out) =>
  Object.fromEntries(
    out
      .trim()
      .split('\n')
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );

// The referee: `paperdots play` on the whole record; an illegal move throws with its message.
export function referee(bin, setup, moves) {
  const f = fields(
    execFileSync(bin, ['play', setup, ...moves], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  return { toMove: Number(f.to_move), scores: f.scores.split(',').map(Number), over: f.over === '1', winner: f.winner };
}

const legal = (bin, setup, moves) =>
  fields(execFileSync(bin, ['legal', setup, ...moves], { encoding: 'utf8' }))
    .legal.split(' ')
    .filter(Boolean);

// size=WxH of a setup
function size(setup) {
  const m = /size=(\d+)x(\d+)/.exec(setup);
  return [Number(m[1]), Number(m[2])];
}

// Boxes lines (docs/spec.md §1.2 numbering on a W×H square board): the four sides of every box.
function boxSides(w, h) {
  const boxes = [];
  for (let j = 0; j < h; j++)
    for (let i = 0; i < w; i++)
      boxes.push([
        j * (2 * w + 1) + i,
        (j + 1) * (2 * w + 1) + i,
        j * (2 * w + 1) + w + i,
        j * (2 * w + 1) + w + i + 1,
      ]);
  return boxes;
}

// The opening of series game pair `index`: boxes, 2 lines after which no box has three sides;
// Dots, 4 dots within 3 points of the centre (Chebyshev) that capture nothing.
export function opening(bin, setup, seed, index, count = null) {
  const pick = rng(seed * 1000003 + index * 7919 + 17);
  const [w, h] = size(setup);
  const moves = [];
  if (setup.includes('game=boxes')) {
    const boxes = boxSides(w, h);
    while (moves.length < (count ?? 2)) {
      const free = legal(bin, setup, moves).filter((l) => {
        const drawn = new Set([...moves.map(Number), Number(l)]);
        return boxes.every((b) => b.filter((s) => drawn.has(s)).length < 3);
      });
      moves.push(free[pick(free.length)]);
    }
  } else {
    const cx = Math.ceil(w / 2),
      cy = Math.floor(h / 2);
    while (moves.length < (count ?? 4)) {
      const free = legal(bin, setup, moves).filter((t) => {
        const [x, y] = t.split('-').map(Number);
        if (Math.max(Math.abs(x - cx), Math.abs(y - cy)) > 3) return false;
        return referee(bin, setup, [...moves, t]).scores.every((s) => s === 0);
      });
      moves.push(free[pick(free.length)]);
    }
  }
  return moves;
}

// ---- engines: start(game) once per game, turn(moves, seat) -> the tokens of one whole turn,
// observe(token, seat) after every move (either side's), stop() at the end ----

// A paperdots build (ours, or a frozen baseline) at a level; extra: more `bot` arguments (books).
// A frozen build from before Polish offers could be made again after a decline (the Dots
// baseline) refuses a record with a second offer. It is given the same dots with the offers
// it cannot read left out: to answer an offer, every earlier offer-and-decline pair; to move,
// every pair after the first, so it still knows an offer was declined and (by its own policy)
// offers no more.
export function withoutOldDeclines(moves) {
  const answering = moves.at(-1) === 'agree';
  let kept = answering ? 1 : 0;
  const drop = new Set();
  moves.forEach((t, i) => {
    if (t === 'agree' && moves[i + 1] === 'decline' && kept++ > 0) drop.add(i).add(i + 1);
  });
  return moves.filter((_, i) => !drop.has(i));
}

export function paperdotsEngine(bin, level, label, extra = [], { frozen = false } = {}) {
  return {
    label,
    start() {},
    turn(g, moves, seat) {
      const out = execFileSync(
        bin,
        [
          'bot',
          g.setup,
          ...(frozen ? withoutOldDeclines(moves) : moves),
          '--level',
          String(level),
          '--ms',
          String(g.ms),
          '--seed',
          String(g.seed + moves.length * 7919 + seat),
          ...extra,
        ],
        { encoding: 'utf8' },
      );
      return [fields(out).move];
    },
    observe() {},
    stop() {},
  };
}

// Dabble: a process per turn (W H MS SEED and the lines so far in; its whole turn out). Its
// engine crashes on a few endgame positions (a null edge in its DoubleCross, whatever the seed):
// then the turn is null and level 4 of the referee's build plays one move for it (the exact
// solver near the end: never weaker than Dabble there); the row counts these.
export function dabbleEngine(path) {
  return {
    label: 'Dabble',
    fallbackText: 'crashed; level 4 (exact near the end) played for it',
    start() {},
    turn(g, moves) {
      const [w, h] = size(g.setup);
      try {
        const out = execFileSync(path, [String(w), String(h), String(g.ms), String(g.seed + moves.length), ...moves], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        });
        return out.trim().split(/\s+/);
      } catch (err) {
        if (!err.signal) throw err;
        process.stderr.write(`Dabble: ${err.signal} after ${moves.length} lines (${moves.join(' ')})\n`);
        return null;
      }
    },
    fallback(bin, g, moves) {
      const out = execFileSync(
        bin,
        ['bot', g.setup, ...moves, '--level', '4', '--ms', String(g.ms), '--seed', String(g.seed)],
        { encoding: 'utf8' },
      );
      return fields(out).move;
    },
    observe() {},
    stop() {},
  };
}

// MapuAlpha (5×5 only): a process per move (MS SEED and the lines so far in, one line out).
export function mapuEngine(path) {
  return {
    label: 'MapuAlpha',
    start() {},
    turn(g, moves) {
      const out = execFileSync(path, [String(g.ms), String(g.seed + moves.length), ...moves], { encoding: 'utf8' });
      return [out.trim()];
    },
    observe() {},
    stop() {},
  };
}

// oppai: one process per game (its tree is kept), fed every move; it has no grounding move, so
// the series grounds for it exactly when grounding wins (groundsByReferee).
export function oppaiEngine(path) {
  let proc, lines, w, h;
  const ask = async (line) => {
    proc.stdin.write(`${line}\n`);
    const { value, done } = await lines.next();
    if (done) throw new Error(`oppai ended on "${line}"`);
    return value;
  };
  const toXY = (t) => {
    const [x, y] = t.split('-').map(Number);
    return `${x - 1} ${h - y}`;
  };
  return {
    label: 'oppai',
    groundsByReferee: true,
    ask: (line) => ask(line),
    async start(g) {
      [w, h] = size(g.setup);
      proc = spawn(path, [], { stdio: ['pipe', 'pipe', 'ignore'] });
      lines = createInterface({ input: proc.stdout })[Symbol.asyncIterator]();
      // its ladder reader has its own limit (1 s): a third of the budget below 1 s
      const ladders = g.ms < 1000 ? Math.max(1, Math.round(g.ms / 3)) : 1000;
      await ask(`init ${w} ${h} ${g.seed} 1 ${ladders}`);
      // the cross start, dot by dot (seat 1 is oppai's Red = 0)
      const cx = Math.ceil(w / 2),
        cy = Math.floor(h / 2);
      for (const [x, y, c] of [
        [cx, cy + 1, 0],
        [cx, cy, 1],
        [cx + 1, cy, 0],
        [cx + 1, cy + 1, 1],
      ])
        if ((await ask(`play ${x - 1} ${h - y} ${c}`)) !== 'ok') throw new Error('oppai refused the cross start');
    },
    async turn(g, moves, seat) {
      // no move at all happens when its search got no time (a loaded machine): asked again with
      // twice the time, twice; still none, the series plays a move for it
      let r = 'none';
      for (let i = 0, ms = g.ms; i < 3 && r === 'none'; i++, ms *= 2) r = await ask(`gen ${seat - 1} ${ms}`);
      if (r === 'none') return null;
      const m = /^move (\d+) (\d+)/.exec(r);
      if (!m) throw new Error(`oppai answered "${r}"`);
      return [`${Number(m[1]) + 1}-${h - Number(m[2])}`];
    },
    async observe(token, seat) {
      if (!/^\d+-\d+$/.test(token)) return;
      const r = await ask(`play ${toXY(token)} ${seat - 1}`);
      if (r !== 'ok') throw new Error(`oppai refused ${token}`);
    },
    stop() {
      if (proc) {
        proc.stdin.end('quit\n');
        proc = null;
      }
    },
  };
}

// oppai's search on given positions (make bench's speed row): the moves of a game from the
// cross start, and for the position before each, oppai's answer at `ms` with the time it took
// and its UCT iterations (the driver's `gen` answers `move X Y T ITER`; a driver without ITER
// gives null). Its tree is kept from one position to the next, as in a game.
export async function oppaiSearches(path, bin, setup, moves, ms) {
  const e = oppaiEngine(path);
  const g = { setup, ms, seed: 1 };
  await e.start(g);
  const out = [];
  try {
    for (let k = 0; k < moves.length; k++) {
      const seat = referee(bin, setup, moves.slice(0, k)).toMove;
      const r = await e.ask(`gen ${seat - 1} ${ms}`);
      const m = /^move \d+ \d+ (\d+)(?: (\d+))?/.exec(r);
      if (!m) throw new Error(`oppai answered "${r}"`);
      out.push({ ms: Number(m[1]), iters: m[2] === undefined ? null : Number(m[2]) });
      await e.observe(moves[k], seat);
    }
  } finally {
    e.stop();
  }
  return out;
}

// The engine of a reference row, or null when its path is not set (or missing).
export function referenceEngine(name) {
  const env = { dabble: 'PD_REF_DABBLE', mapualpha: 'PD_REF_MAPUALPHA', oppai: 'PD_REF_OPPAI' }[name];
  const path = process.env[env];
  if (!path || !existsSync(path)) return { missing: `${env} is ${path ? `${path}, which does not exist` : 'not set'}` };
  return { engine: { dabble: dabbleEngine, mapualpha: mapuEngine, oppai: oppaiEngine }[name](path) };
}

// The free point nearest to the last dot played (Chebyshev distance, then the legal order).
function nearestFree(bin, setup, moves) {
  const free = legal(bin, setup, moves);
  const last = [...moves].reverse().find((t) => /^\d+-\d+$/.test(t));
  if (!last) return free[0];
  const [lx, ly] = last.split('-').map(Number);
  const d = (t) => {
    const [x, y] = t.split('-').map(Number);
    return Math.max(Math.abs(x - lx), Math.abs(y - ly));
  };
  return free.reduce((a, t) => (d(t) < d(a) ? t : a), free[0]);
}

// One game: `ours` holds seat oursSeat. Returns our margin, the result and each side's times.
async function game(bin, g, ours, theirs, oursSeat, opening, maxMoves) {
  const moves = [];
  let state = referee(bin, g.setup, []);
  const side = (seat) => (seat === oursSeat ? ours : theirs);
  await ours.start(g);
  await theirs.start(g);
  const play = async (token) => {
    const seat = state.toMove;
    state = referee(bin, g.setup, [...moves, token]);
    moves.push(token);
    await ours.observe(token, seat);
    await theirs.observe(token, seat);
  };
  const think = { ours: [], theirs: [] };
  let fallbacks = 0;
  try {
    for (const t of opening) await play(t);
    while (!state.over && (!maxMoves || moves.length < maxMoves)) {
      const seat = state.toMove,
        eng = side(seat);
      if (eng.groundsByReferee && referee(bin, g.setup, [...moves, 'ground']).winner === String(seat)) {
        await play('ground');
        break;
      }
      const t0 = performance.now();
      let tokens = await eng.turn(g, moves, seat);
      think[eng === ours ? 'ours' : 'theirs'].push(performance.now() - t0);
      if (!tokens) {
        // an engine that finds no move (oppai, near the end) gets the free point nearest to the
        // last dot, one that crashes its own fallback (Dabble); the row counts these
        tokens = [eng.fallback ? eng.fallback(bin, g, moves) : nearestFree(bin, g.setup, moves)];
        fallbacks++;
      }
      for (const t of tokens) {
        if (state.toMove !== seat) throw new Error(`${eng.label} played ${t} out of turn after ${moves.join(' ')}`);
        await play(t);
      }
    }
  } finally {
    ours.stop();
    theirs.stop();
  }
  const margin = state.scores[oursSeat - 1] - state.scores[2 - oursSeat];
  return {
    margin,
    moves: moves.length,
    think,
    over: state.over,
    fallbacks,
    record: `${g.setup}&moves=${moves.join('.')}`,
  };
}

const mean = (v) => (v.length ? v.reduce((a, b) => a + b, 0) / v.length : 0);

// A series of `games` games, seats swapped every game (ours has seat 1 in odd games), a new
// opening every two (openingMoves: its length, when not the usual). Returns the row's numbers.
export async function series({
  bin,
  setup,
  ms,
  games,
  seed,
  ours,
  theirs,
  maxMoves = 0,
  openingMoves = null,
  log = () => {},
  onRecord = () => {},
}) {
  const load0 = (await import('node:os')).loadavg()[0];
  const t0 = performance.now();
  let w = 0,
    d = 0,
    l = 0;
  const margins = [],
    oursT = [],
    theirsT = [],
    records = [];
  let fallbacks = 0;
  let opened = null;
  for (let k = 1; k <= games; k++) {
    if (k % 2 === 1) opened = opening(bin, setup, seed, (k - 1) / 2, openingMoves);
    const oursSeat = k % 2 === 1 ? 1 : 2;
    const g = { setup, ms, seed: seed * 1000 + k };
    const r = await game(bin, g, ours, theirs, oursSeat, opened, maxMoves);
    if (r.margin > 0) w++;
    else if (r.margin < 0) l++;
    else d++;
    margins.push(r.margin);
    records.push(r.record);
    onRecord(r.record);
    fallbacks += r.fallbacks;
    oursT.push(...r.think.ours);
    theirsT.push(...r.think.theirs);
    log(
      `game ${k}: ours seat ${oursSeat}, margin ${r.margin}, ${r.moves} moves${r.over ? '' : ' (stopped)'}${r.fallbacks ? `, ${r.fallbacks} moves played for ${theirs.label}` : ''}`,
    );
  }
  const load1 = (await import('node:os')).loadavg()[0];
  return {
    w,
    d,
    l,
    score: (100 * (w + d / 2)) / games,
    margin: mean(margins),
    oursMs: mean(oursT),
    theirsMs: mean(theirsT),
    load: [load0, load1],
    minutes: (performance.now() - t0) / 60000,
    records,
    fallbacks,
  };
}
