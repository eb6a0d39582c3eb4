// Puzzle.jsx — "find the best move": a playable <paperdots-board> at the puzzle's position. The
// reader draws a line; the page looks the move up in the values the exact solver computed at
// build time (build.js) and says whether it is best, what it loses, and where best play leads;
// the board then shows the position after the move. "Show answer" shows the solver's best move.
import { useEffect, useRef, useState } from 'preact/hooks';
import { Figure } from './Figure.jsx';

/** The reader's share of the open boxes after a move of `value` (future cells: mine − theirs). */
export function outcome(p, value) {
  const mine = (p.left + value) / 2;
  return { mine, theirs: p.left - mine };
}

/** How much worse than the best a move's value is, in boxes the reader ends with (≥ 0). */
export function lossOf(p, value) {
  return Math.abs(p.best - value) / 2;
}

/** What the page says about a move (token) of puzzle p. */
export function verdict(p, token, t) {
  const o = p.options.find((x) => x.token === token);
  if (!o) return null;
  const line = t('art.line', { label: o.label });
  const { mine, theirs } = outcome(p, o.value);
  const params = { line, mine, theirs, left: p.left };
  if (o.value === p.best) return { best: true, text: t('art.best', { ...params, line: capital(line) }) };
  const loss = lossOf(p, o.value);
  const n = loss === 1 ? t('art.boxes1') : t('art.boxesN', { n: loss });
  return { best: false, text: t(p.misere ? 'art.worseMisere' : 'art.worse', { ...params, line: capital(line), n }) };
}

const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);

export function answerText(p, t) {
  const best = p.options.filter((o) => o.value === p.best).map((o) => t('art.line', { label: o.label }));
  const { mine, theirs } = outcome(p, p.best);
  return t('art.answer', { lines: best.join(t('art.or')), mine, theirs, left: p.left });
}

export function Puzzle({ route, puzzle: p, n, prompt, picture, t }) {
  const ref = useRef(null);
  // The reader's answer: null, or {token, text, best} (a move) or {answer: true, text}.
  const [said, setSaid] = useState(null);

  useEffect(() => {
    const el = ref.current && ref.current.querySelector('paperdots-board');
    if (!el) return undefined;
    const onMove = (e) => {
      if (el.hasAttribute('readonly')) return;
      // Only a move from the puzzle's position is an answer (the controls can step back first).
      if (!e.detail.record.endsWith(`&moves=${movesAfter(p, e.detail.token)}`)) return;
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

  const [a, b] = p.scores;
  return (
    <section class="puzzle" aria-labelledby={`puzzle-${n}`} ref={ref} data-puzzle={n}>
      <h3 id={`puzzle-${n}`}>{t('art.puzzle', { n })}</h3>
      <p>{prompt}</p>
      <p class="muted">{t('art.puzzleToMove', { seat: p.mover, a, b })}</p>
      <PuzzleBoard route={route} p={p} picture={picture} t={t} />
      <p class={`puzzle-verdict${said ? (said.best ? ' good' : ' bad') : ''}`} role="status" data-testid="verdict">
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
