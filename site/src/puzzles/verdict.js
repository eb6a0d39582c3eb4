// verdict.js — what a puzzle page says about a move: whether it is best, what it costs, the answer
// and who is to move, in the family's terms (boxes count cells, Shut In wins or loses, Dots gains
// dots within a horizon). A puzzle here is the solved shape articles/build.js makes at build time
// and the Puzzles page makes from a shipped puzzle (puzzles/view.js):
//   {family, kind, moveKey, cellWord, misere, depth, mover, scores, left, best (the value),
//    options: [{token, label, value, moveKey?}]} (an option's own moveKey names it, e.g. a Dots "x-y!")
import { familyOf } from '../families/index.js';

/** The reader's share of the open boxes after a move of `value` (future cells: mine − theirs). */
export function outcome(p, value) {
  const mine = (p.left + value) / 2;
  return { mine, theirs: p.left - mine };
}

/** How much worse than the best a move's value is, in boxes the reader ends with (≥ 0). */
export function lossOf(p, value) {
  return Math.abs(p.best - value) / 2;
}

/** The move of option o as a verdict names it: mid-sentence (line) and sentence-initial (Line). */
function moveNames(p, o, t) {
  const line = t(o.moveKey || p.moveKey || 'art.line', { label: o.label });
  return { line, Line: capital(line) };
}

/**
 * A 'gain' puzzle's (Dots) outcome of a move of `value`: the change of the reader's lead in
 * captured dots over the puzzle's horizon (p.depth moves, both sides' counted), best play assumed.
 */
export function gainText(p, value, t) {
  if (value > 0) return t('art.gainUp', { n: value, plies: p.depth });
  if (value < 0) return t('art.gainDown', { n: -value, plies: p.depth });
  return t('art.gainEven', { plies: p.depth });
}

/**
 * What the page says about a move (token) of puzzle p. A 'score' puzzle (Dots and Boxes) counts
 * the open cells in the grid's own word (p.cellWord: boxes, hexagons, triangles); a 'win' puzzle
 * (Shut In) says whether the move keeps the win; a 'gain' puzzle (Dots) what the move gains or
 * costs in captured dots within the puzzle's horizon.
 */
export function verdict(p, token, t) {
  const o = p.options.find((x) => x.token === token);
  if (!o) return null;
  const names = moveNames(p, o, t);
  if (p.kind === 'win') {
    return o.value === p.best
      ? { best: true, text: t('art.winBest', names) }
      : { best: false, text: t('art.winWorse', names) };
  }
  if (p.kind === 'gain') {
    const net = gainText(p, o.value, t);
    if (o.value === p.best) return { best: true, text: `${t('art.gainBest', names)} ${net}` };
    return {
      best: false,
      text: `${t('art.gainWorse', { ...names, n: t('art.dots', { n: p.best - o.value }) })} ${net}`,
    };
  }
  const word = p.cellWord || 'square';
  const { mine, theirs } = outcome(p, o.value);
  const params = { ...names, mine, theirs, left: p.left, cells: t(`art.cellsOpen.${word}`) };
  if (o.value === p.best) return { best: true, text: t('art.best', params) };
  const loss = lossOf(p, o.value);
  const n = loss === 1 ? t(`art.cells1.${word}`) : t(`art.cellsN.${word}`, { n: loss });
  return { best: false, text: t(p.misere ? 'art.worseMisere' : 'art.worse', { ...params, n }) };
}

const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);

export function answerText(p, t) {
  const best = p.options.filter((o) => o.value === p.best).map((o) => moveNames(p, o, t).line);
  if (p.kind === 'win') return t('art.winAnswer', { lines: best.join(t('art.or')) });
  if (p.kind === 'gain') return `${t('art.gainAnswer', { lines: best.join(t('art.or')) })} ${gainText(p, p.best, t)}`;
  const { mine, theirs } = outcome(p, p.best);
  return t('art.answer', {
    lines: best.join(t('art.or')),
    mine,
    theirs,
    left: p.left,
    cells: t(`art.cellsOpen.${p.cellWord || 'square'}`),
  });
}

/** The line under a puzzle's prompt: who is to move, named as the prompts name them (the
 * family's seat word: blue, crosses …, with the player number), and the score where it counts. */
export function toMoveText(p, t) {
  const name = capital(t(familyOf(p.family).puzzles.seatKey(p.mover)));
  const [a, b] = p.scores;
  return p.kind === 'win'
    ? t('art.puzzleToMoveOnly', { name, seat: p.mover })
    : t('art.puzzleToMove', { name, seat: p.mover, a, b });
}

/** The question: what "best" means in this game. */
export function askText(view, t) {
  if (view.kind === 'win') return t('puzzles.ask.win');
  if (view.kind === 'gain') return t('puzzles.ask.gain', { n: view.depth });
  return t(view.misere ? 'puzzles.ask.misere' : 'puzzles.ask.score', {
    cells: t(`art.cellsOpen.${view.cellWord || 'square'}`),
  });
}
