// Puzzle.jsx — "find the best move": a playable <paperdots-board> at the puzzle's position. The
// reader draws a line; the page looks the move up in the values the exact solver computed at
// build time (build.js) and says whether it is best, what it loses, and where best play leads;
// the board then shows the position after the move. "Show answer" shows the solver's best move.
// The verdict stands beside the board where the column is wide enough (articles.css), else under
// it; either way it is brought into the window when it appears, so a click always shows one.
import { useEffect, useRef, useState } from 'preact/hooks';
import { Figure } from './Figure.jsx';
import { answerText, toMoveText, verdict } from '../puzzles/verdict.js';
import { splitRecord } from '../game/record.js';
import { useBringIntoView } from '../ui/in-view.js';

export function Puzzle({ route, puzzle: p, n, prompt, picture, t }) {
  const ref = useRef(null);
  const verdictRef = useRef(null);
  // The reader's answer: null, or {token, text, best} (a move) or {answer: true, text}.
  const [said, setSaid] = useState(null);

  // a new verdict off screen comes into view
  useBringIntoView(verdictRef, said);

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
