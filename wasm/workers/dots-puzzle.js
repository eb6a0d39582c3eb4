// dots-puzzle.js — is a Dots position a puzzle? Run where the engine lives: the puzzle generator
// (bench/puzzles-dots.mjs, `make puzzles`), the test that re-proves every shipped puzzle, and the
// analysis worker (analyse.js, mode 'puzzle': a player's own puzzles from a finished game). The
// horizon search (core/dots/horizon.c, Game.solveMoves with a depth) proves every move to D plies
// (the smallest D from MIN_DEPTH to MAX_DEPTH that makes the position one); a position is a puzzle
// when one move (or one set of moves that take the same dots now) is best and every tempting move
// is proved worse by at least one dot. Themes, reasons and difficulty are read by play, undo and
// depth-1 searches (docs/puzzles.md "Dots").

export const MIN_DEPTH = 2;
export const MAX_DEPTH = 3;
/** Nodes per search; a position whose proof runs out of them is {unknown}. */
export const SEARCH_NODES = 20_000_000;

/** A move's point as [x, y] (a Polish "x-y!" is the point x-y). */
export const pointOf = (tok) => tok.replace(/!$/, '').split('-').map(Number);

/**
 * A move as the proof lists it: under Polish rules a "x-y!" that captures nothing is the plain
 * point (the proof lists a "!" only where it captures), as the bots write one wherever two of
 * their dots touch the point.
 */
export const asProved = (all, tok) => (tok in all || !tok.endsWith('!') ? tok : tok.slice(0, -1));

function solve(g, depth, nodes = SEARCH_NODES) {
  const r = g.solveMoves({ depth, nodes });
  if (!r.known || r.moves.some((m) => !m.known)) return null;
  return r;
}

/** The dots (point indices) the move just played captured: live dots before, captured after. */
function taken(before, after) {
  const out = [];
  for (let i = 0; i < before.length; i++) if (before[i] > 0 && after[i] < 0) out.push(i);
  return out;
}

/** Play `move`, read what it captured (point indices), undo. */
function captureOf(g, move) {
  const before = g.state().points;
  const after = g.play(move).points;
  g.undo();
  return taken(before, after);
}

/** The capture points of the side to move: point -> the dots it captures (depth-1 value > 0). */
function capturesNow(g) {
  const r = g.solveMoves({ depth: 1 });
  const out = new Map();
  for (const m of r.moves) if (m.value > 0) out.set(m.move, captureOf(g, m.move));
  return out;
}

/** A stand-in for a pass (Russian rules have none): the first legal point with no dot within
 * two points (Chebyshev) of it, so it takes part in nothing a single move decides. null if none. */
function quietPoint(g, width) {
  const s = g.state();
  const live = (i) => s.points[i] !== 0;
  for (const tok of s.legal) {
    const [x, y] = pointOf(tok);
    let near = false;
    for (let dy = -2; dy <= 2 && !near; dy++)
      for (let dx = -2; dx <= 2 && !near; dx++) {
        const xx = x + dx,
          yy = y + dy;
        if (xx < 1 || yy < 1 || xx > width || yy > s.points.length / width) continue;
        if (live((yy - 1) * width + xx - 1)) near = true;
      }
    if (!near) return tok;
  }
  return null;
}

/** read(g) after a quiet point of the side to move: what the other side could do if it were to
 * move now. null if there is no quiet point. */
function afterQuiet(g, width, read) {
  const q = quietPoint(g, width);
  if (!q) return null;
  g.play(q);
  try {
    return read(g);
  } finally {
    g.undo();
  }
}

/** The other side's capture points if it were to move now (null: no quiet point). */
const theirCaptures = (g, width) => afterQuiet(g, width, capturesNow);

/** Two capture points whose captured dots are disjoint. */
function twoDisjoint(caps) {
  const v = [...caps.values()];
  for (let i = 0; i < v.length; i++)
    for (let j = i + 1; j < v.length; j++) if (!v[i].some((d) => v[j].includes(d))) return true;
  return false;
}

const union = (caps) => new Set([...caps.values()].flat());

/** The best line: `move`, then at each next position the first best move at the remaining depth. */
function lineOf(g, move, depth, nodes) {
  const line = [move];
  g.play(move);
  let played = 1;
  try {
    for (let d = depth - 1; d >= 1; d--) {
      if (g.state().over) break;
      const r = solve(g, d, nodes);
      if (!r) return null;
      const next = r.moves.find((m) => m.value === r.value).move;
      line.push(next);
      g.play(next);
      played++;
    }
  } finally {
    for (let i = 0; i < played; i++) g.undo();
  }
  return line;
}

/** The most common value (ties: the higher). */
function commonValue(moves) {
  const n = new Map();
  for (const m of moves) n.set(m.value, (n.get(m.value) || 0) + 1);
  return [...n].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0][0];
}

/** Judge a position at one depth: the puzzle (p.ok when it is one), or {unknown}. */
function judgeAt(g, ctx, depth) {
  const { tempting, now, nodes } = ctx;
  const proof = solve(g, depth, nodes);
  if (!proof) return { unknown: true };
  const value = proof.value;
  const best = proof.moves.filter((m) => m.value === value).map((m) => m.move);
  const effects = best.map((m) =>
    now.has(m)
      ? now
          .get(m)
          .slice()
          .sort((a, b) => a - b)
          .join(',')
      : `quiet:${m}`,
  );
  const equivalent = best.length === 1 || (effects.every((e) => e === effects[0]) && !effects[0].startsWith('quiet'));
  const val = new Map(proof.moves.map((m) => [m.move, m.value]));
  const listed = Object.fromEntries(val);
  const tempt = tempting.map((t) => ({ ...t, move: asProved(listed, t.move) }));
  for (const m of now.keys()) tempt.push({ move: m, by: 'capture' });
  const uniq = tempt.filter((t, i) => tempt.findIndex((u) => u.move === t.move && u.by === t.by) === i);
  const wrong = uniq.filter((t) => !best.includes(t.move));
  const worse = proof.moves.filter((m) => m.value !== value);
  const rest = commonValue(proof.moves);
  const p = {
    free: proof.moves.length,
    depth,
    value,
    best,
    rest,
    // (every "x-y!" is kept: one left out is read as its plain point, whose value may differ)
    proof: Object.fromEntries(
      proof.moves.filter((m) => m.value !== rest || m.move.endsWith('!')).map((m) => [m.move, m.value]),
    ),
    tempting: uniq,
    minLoss: worse.length ? Math.min(...worse.map((m) => value - m.value)) : 0,
  };
  p.all = Object.fromEntries(val);
  p.equivalent = equivalent;
  p.temptingWorse = wrong.length > 0 && wrong.every((t) => value - val.get(t.move) >= 1);
  p.ok = equivalent && worse.length > 0 && p.temptingWorse && proof.moves.length >= 2;
  return p;
}

/**
 * Judge a position: null when it is not a position to move in, {unknown} when a search ran out,
 * else the puzzle at the smallest depth that makes it one (p.ok), or the last depth's reading
 * (p.ok false). Used by the test too, so a shipped puzzle is re-proved as it was made. o.depths
 * ([first, last]) limits the depths tried (default MIN_DEPTH..MAX_DEPTH, as the generator); o.nodes
 * each search's budget (default SEARCH_NODES).
 */
export function judge(engine, setup, moves, tempting = [], o = {}) {
  const depths = o.depths || null;
  const nodes = o.nodes || SEARCH_NODES;
  const g = engine.newGame(moves.length ? `${setup}&moves=${moves.join('.')}` : setup);
  try {
    const state = g.state();
    if (state.over || state.legal.length < 2) return null;
    const width = Number(/size=(\d+)x/.exec(g.canonicalSetup())[1]);
    const ctx = { tempting, width, nodes, now: capturesNow(g) };
    // Polish rules: with an enclosure of the mover's pending, every point's "x-y!" takes it, so
    // the answer would be no point: such a position is no puzzle.
    if (ctx.now.size >= state.legal.length) return { ok: false, pending: true };
    let p = null;
    for (let d = depths ? depths[0] : MIN_DEPTH; d <= (depths ? depths[depths.length - 1] : MAX_DEPTH); d++) {
      p = judgeAt(g, ctx, d);
      if (p.unknown) return p;
      if (p.ok) break;
    }
    if (!p.ok) return p;
    const b = p.best[0];
    const line = lineOf(g, b, p.depth, nodes);
    if (!line) return { unknown: true };
    p.line = line;
    Object.assign(p, readThemes(g, ctx, p));
    p.difficulty = difficulty({ ...p, moves: moves.join('.') });
    return p;
  } finally {
    g.free?.();
  }
}

/** The mover's dots the ground action would give away now: those not joined to the field's edge.
 * null where grounding is no move now (Polish rules, or ground=leader). */
function ungrounded(g) {
  const s = g.state();
  if (!(s.actions || []).includes('ground')) return null;
  const before = s.points;
  const after = g.play('ground').points;
  g.undo();
  const out = new Set();
  for (let i = 0; i < before.length; i++) if (before[i] === s.toMove && after[i] !== before[i]) out.add(i);
  return out;
}

/** The same for the mover after its move `b` and a quiet point of the opponent's (null: none). */
function ungroundedAfter(g, b, width) {
  g.play(b);
  try {
    return afterQuiet(g, width, ungrounded);
  } finally {
    g.undo();
  }
}

/** Themes and reasons (docs/puzzles.md "Dots"), read by play, undo and depth-1 searches. */
function readThemes(g, ctx, p) {
  const { width, now, nodes } = ctx;
  const b = p.best[0];
  const themes = [];
  const theirs = theirCaptures(g, width); // their capture points if they moved now
  const threatened = theirs ? union(theirs) : new Set(); // my dots they can take with one dot
  if (now.has(b)) themes.push('capture');
  // after b: their capture points, and mine if they passed
  g.play(b);
  let after, mineAfter;
  try {
    after = capturesNow(g);
    mineAfter = theirCaptures(g, width);
  } finally {
    g.undo();
  }
  const stillThreatened = union(after);
  if (threatened.size && [...threatened].every((d) => !stillThreatened.has(d))) {
    const [x, y] = pointOf(b);
    const nextTo = [...threatened].some(
      (d) => Math.abs((d % width) + 1 - x) <= 1 && Math.abs(Math.floor(d / width) + 1 - y) <= 1,
    );
    if ([...theirs.keys()].some((t) => pointOf(t).join() === pointOf(b).join())) themes.push('prevention');
    else if (nextTo && !now.has(b)) themes.push('escape');
    // grounding: the answer joins threatened dots to the edge, where no ring can close round them
    const loose = ungrounded(g);
    const later = loose && ungroundedAfter(g, b, width);
    if (later && [...threatened].some((d) => loose.has(d) && !later.has(d))) themes.push('grounding');
  }
  if (!now.has(b) && mineAfter && twoDisjoint(mineAfter) && !twoDisjoint(now)) themes.push('double-threat');
  else if (!now.has(b) && p.value > 0) themes.push('net');
  // reasons for every tempting move that is not best (moves without one are left out)
  const reasons = {};
  const seen = new Set();
  for (const t of p.tempting) {
    const w = t.move;
    if (p.best.includes(w) || seen.has(w)) continue;
    seen.add(w);
    const why = [];
    if (now.has(b) && !now.has(w)) why.push('misses-capture');
    else if (now.has(b) && now.get(w).length < now.get(b).length) why.push('smaller-capture');
    if (p.value > 0 && p.all[w] <= 0) why.push('misses-gain');
    g.play(w);
    try {
      // (a reply the budget could not prove gives no reason of its own)
      const r = !g.state().over && p.depth >= 2 ? solve(g, p.depth - 1, nodes) : null;
      if (r) {
        const reply = r.moves.find((m) => m.value === r.value).move;
        const lost = captureOf(g, reply);
        if (lost.length) why.push('allows-capture');
        if (threatened.size) {
          const left = union(capturesNow(g));
          if ([...threatened].some((d) => left.has(d))) why.push('no-escape');
        }
      }
    } finally {
      g.undo();
    }
    if (why.length) reasons[w] = why;
  }
  return { themes, reasons };
}

/** 1..5 from the proof: one plus one for each of: the answer captures nothing now; the nearest
 * wrong move loses a single dot; the level-2 bot misses the answer; the answer is more than two
 * points (Chebyshev) from the opponent's last dot. */
export function difficulty(p) {
  let d = 1;
  if (!p.themes.includes('capture')) d++;
  if (p.minLoss <= 1) d++;
  const l2 = p.tempting.find((t) => t.by === 'level2');
  if (l2 && !p.best.includes(l2.move)) d++;
  const last = p.moves ? p.moves.split('.').pop() : null;
  if (last && /^\d+-\d+!?$/.test(last)) {
    const [x, y] = pointOf(last);
    const [bx, by] = pointOf(p.best[0]);
    if (Math.max(Math.abs(x - bx), Math.abs(y - by)) > 2) d++;
  }
  return d;
}
