// Puzzle.jsx — "find the best move": a playable <paperdots-board> at the puzzle's position. The
// reader draws a line; the page looks the move up in the values the exact solver computed at
// build time (build.js) and says whether it is best, what it loses, and where best play leads;
// the board then shows the position after the move. "Show answer" shows the solver's best move.
// The verdict stands beside the board where the column is wide enough (articles.css), else under
// it; either way it is brought into the window when it appears, so a click always shows one.
import { useEffect, useRef, useState } from 'preact/hooks';
import { Figure } from './Figure.jsx';
import { familyOf } from '../families/index.js';
import { splitRecord } from '../game/record.js';

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
  const line = t(p.moveKey || 'art.line', { label: o.label });
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

export function Puzzle({ route, puzzle: p, n, prompt, picture, t }) {
  const ref = useRef(null);
  const verdictRef = useRef(null);
  // The reader's answer: null, or {token, text, best} (a move) or {answer: true, text}.
  const [said, setSaid] = useState(null);

  // A new verdict off screen (under a board on a phone, or a board scrolled half out of the
  // window) comes into view by the shortest scroll.
  useEffect(() => {
    const el = verdictRef.current;
    if (!said || !el) return;
    const r = el.getBoundingClientRect();
    if (r.top >= 0 && r.bottom <= window.innerHeight) return;
    const still = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, [said]);

  useEffect(() => {
    const el = ref.current && ref.current.querySelector('paperdots-board');
    if (!el) return undefined;
    const onMove = (e) => {
      if (el.hasAttribute('readonly')) return;
      // Only a move from the puzzle's position is an answer (the controls can step back first).
      if (splitRecord(e.detail.record).moves !== movesAfter(p, e.detail.token)) return;
      const v = verdict(p, e.detail.token, t);
      if (!v) return;
      // Show the position after the move, and stop: one move is the answer.
      el.setAttribute('readonly', '');
      el.setAttribute('moves', movesAfter(p, e.detail.token));
      setSaid({ token: e.detail.token, ...v });
    };
    el.addEventListener('move', onMove);
    return () => el.removeEventListener('move', onMove);
  }, [p, t]);

  function reset() {
    const el = ref.current.querySelector('paperdots-board');
    el.setAttribute('moves', p.moves);
    el.removeAttribute('readonly');
    setSaid(null);
  }

  function showAnswer() {
    const el = ref.current.querySelector('paperdots-board');
    const best = p.options.find((o) => o.value === p.best);
    el.setAttribute('readonly', '');
    el.setAttribute('moves', movesAfter(p, best.token));
    setSaid({ answer: true, best: true, text: answerText(p, t) });
  }

  return (
    <section class="puzzle" aria-labelledby={`puzzle-${n}`} ref={ref} data-puzzle={n}>
      <h3 id={`puzzle-${n}`}>{t('art.puzzle', { n })}</h3>
      <p>{prompt}</p>
      <p class="muted">{toMoveText(p, t)}</p>
      <div class="puzzle-play">
        <PuzzleBoard route={route} p={p} picture={picture} t={t} />
        <div class="puzzle-side">
          <p
            class={`puzzle-verdict${said ? (said.best ? ' good' : ' bad') : ''}`}
            role="status"
            data-testid="verdict"
            ref={verdictRef}
          >
            {said ? said.text : ''}
          </p>
          <p class="puzzle-buttons">
            <button type="button" class="secondary" onClick={showAnswer}>
              {t('art.showAnswer')}
            </button>
            <button type="button" class="secondary" onClick={reset} disabled={!said}>
              {t('art.tryAgain')}
            </button>
          </p>
        </div>
      </div>
    </section>
  );
}

/** The move list after one more move from the puzzle's position. */
function movesAfter(p, token) {
  return p.moves ? `${p.moves}.${token}` : String(token);
}

function PuzzleBoard({ route, p, picture, t }) {
  return (
    <div class="puzzle-board">
      <Figure route={route} board={{ setup: p.setup, moves: p.moves }} picture={picture} t={t} print={false} playable />
    </div>
  );
}
