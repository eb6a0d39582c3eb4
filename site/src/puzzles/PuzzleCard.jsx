// PuzzleCard.jsx — one puzzle of the Puzzles page (PuzzlesPage.jsx): its live board, its question,
// the verdict of the move played there (from the stored proof: view.js, verdict.js, and the reasons
// the code read), the buttons, and a longer answer taken move by move (p.steps). It reports each
// puzzle's first try to the page (onCount), which keeps the rating.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { usePosition } from './position.js';
import { provedToken, reasonKeys, viewOf } from './view.js';
import { answerText, askText, toMoveText, verdict } from './verdict.js';
import { splitRecord } from '../game/record.js';
import { useBringIntoView } from '../ui/in-view.js';

const NO_STEPS = [];
const movesAfter = (p, tokens) => [p.moves, ...tokens].filter(Boolean).join('.');
const plies = (p) => (p.moves ? p.moves.split('.').length : 0);

/** One puzzle: its board, its question, the verdict and the buttons. */
export function PuzzleCard({ shown, total, index, lang, onCount, onNext, t }) {
  const p = shown.puzzle;
  const ref = useRef(null);
  const verdictRef = useRef(null);
  // The board: the moves it shows, readonly once answered, and where it starts (the best line);
  // round: a new board (the element again) for each try.
  const [board, setBoard] = useState({ moves: p.moves, readonly: false, startAt: null, round: 0 });
  // null, or {best, text, reasons: [key], count: {before, after} | null, going?, answer?, line?}
  const [said, setSaid] = useState(null);
  // A longer answer (p.steps): how many of its moves are played, and the verdicts' view of the
  // position the next one is played in (null: the puzzle's own, `view`).
  const [step, setStep] = useState({ done: 0, view: null });
  const steps = p.steps || NO_STEPS;

  // the position's state and geometry, as the board's engine reads them
  const pos = usePosition(ref, `${p.key}/${board.round}`);
  const view = useMemo(() => (pos ? viewOf(p, pos.state, pos.geometry) : null), [p, pos]);

  useEffect(() => {
    const el = ref.current;
    const onMove = (e) => {
      const asked = step.view || view;
      if (!asked || el.hasAttribute('readonly')) return;
      const before = step.done ? p.line.slice(0, step.done) : [];
      const { token } = e.detail;
      if (splitRecord(e.detail.record).moves !== movesAfter(p, [...before, token])) return;
      const proved = provedToken(p, token, asked.family);
      const v = verdict(asked, proved, t);
      if (!v) return;
      if (v.best && step.done < steps.length) {
        // right, and the answer goes on: the same player moves again
        const next = steps[step.done];
        setStep({
          done: step.done + 1,
          view: viewOf({ ...p, proof: next.proof, value: next.value }, el.state, el.geometry),
        });
        setSaid({ best: true, going: true, text: t('puzzles.keepGoing'), reasons: [], count: null });
        return;
      }
      const count = onCount(p, v.best);
      setBoard((b) => ({ ...b, moves: movesAfter(p, [...before, token]), readonly: true }));
      setSaid({ ...v, reasons: v.best || step.done ? [] : reasonKeys(p, proved), count });
    };
    el.addEventListener('move', onMove);
    return () => el.removeEventListener('move', onMove);
  }, [p, view, step, steps, t, onCount]);

  // a new verdict off screen comes into view
  useBringIntoView(verdictRef, said);

  function retry() {
    setBoard((b) => ({ moves: p.moves, readonly: false, startAt: null, round: b.round + 1 }));
    setStep({ done: 0, view: null });
    setSaid(null);
  }

  /** The whole answer in words: the first move's verdict, and a longer answer's moves in order. */
  function answerWords() {
    const text = answerText(view, t);
    if (!steps.length) return text;
    const label = (tok) => pos.geometry.moveLabels[pos.geometry.moveTokens.indexOf(tok)] || tok;
    const moves = p.line
      .slice(0, steps.length + 1)
      .map(label)
      .join(', ');
    return `${text} ${t('puzzles.answerLine', { n: steps.length + 1, moves })}`;
  }

  function answer() {
    const count = onCount(p, false);
    const shown = p.line ? p.line.slice(0, steps.length + 1) : [p.best[0]]; // own puzzles keep no line
    setBoard((b) => ({ ...b, moves: movesAfter(p, shown), readonly: true }));
    setSaid({ answer: true, best: true, text: answerWords(), reasons: [], count });
  }

  function bestLine() {
    const count = said && !said.going ? said.count : onCount(p, false);
    setBoard((b) => ({ ...b, moves: movesAfter(p, p.line), readonly: true, startAt: plies(p) + 1 }));
    const words = said && !said.going ? said : { best: true, reasons: [], text: answerWords() };
    setSaid({ ...words, count, line: true });
  }

  const heading =
    shown.daily !== null
      ? t('puzzles.dailyHeading', { date: dayText(shown.daily, lang) })
      : t('puzzles.heading', { n: index + 1, total });
  const ask = view
    ? `${askText(view, t)}${steps.length ? ` ${t('puzzles.askSteps', { n: steps.length + 1 })}` : ''}`
    : '';
  return (
    <section class="puzzle-card" aria-labelledby="puzzle-heading" data-puzzle={p.key}>
      <div class="puzzle-play">
        <div class="puzzle-info">
          <h2 id="puzzle-heading">{heading}</h2>
          {shown.again && <p class="muted">{t('puzzles.again')}</p>}
          <p class="puzzle-ask">{ask}</p>
          <p class="muted">
            {view ? toMoveText(view, t) : ''} {t('puzzles.about', { d: p.difficulty, rating: p.rating })}
          </p>
        </div>
        <div class="puzzle-board">
          <paperdots-board
            key={board.round}
            ref={ref}
            setup={p.setup}
            moves={board.moves}
            start-at={board.startAt === null ? undefined : String(board.startAt)}
            readonly={board.readonly ? '' : undefined}
            seats="human,human"
            controls={board.startAt === null ? undefined : ''}
            size="large"
          />
        </div>
        <div class="puzzle-side">
          <div
            class={`puzzle-verdict${said ? (said.best ? ' good' : ' bad') : ''}`}
            role="status"
            data-testid="verdict"
            ref={verdictRef}
          >
            {said && (
              <>
                <p>{said.text}</p>
                {said.reasons.map((k) => (
                  <p key={k} data-testid="reason">
                    {t(k)}
                  </p>
                ))}
                {said.line && (
                  <p>{t(p.depth ? 'puzzles.bestLineHorizon' : 'puzzles.bestLineShown', { n: p.line.length })}</p>
                )}
              </>
            )}
            {said && !said.going && (
              <>
                <p class="muted" data-testid="counted">
                  {said.count
                    ? t('puzzles.counted', { before: said.count.before, after: said.count.after })
                    : t('puzzles.notCounted')}
                </p>
                <p class="muted">
                  {p.themes.length
                    ? t('puzzles.themes', { list: p.themes.map((th) => t(`puzzles.theme.${th}`)).join(', ') })
                    : t('puzzles.noTheme')}
                </p>
              </>
            )}
          </div>
          <p class="puzzle-buttons">
            {said && !said.best && (
              <button type="button" class="secondary" onClick={retry}>
                {t('art.tryAgain')}
              </button>
            )}
            {(!said || said.going) && (
              <button type="button" class="secondary" onClick={answer} disabled={!view}>
                {t('art.showAnswer')}
              </button>
            )}
            {p.line && !(said && said.line) && (
              <button type="button" class="secondary" onClick={bestLine} disabled={!view}>
                {t('puzzles.bestLine')}
              </button>
            )}
            <button type="button" class={said && !said.going ? 'primary' : 'secondary'} onClick={onNext}>
              {t('puzzles.next')}
            </button>
          </p>
          <p>
            <a href={`#p=${p.key}`} class="puzzle-link">
              {t('puzzles.link')}
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}

/** A day number as the page's language writes a date ("6 December 2026"). */
function dayText(day, lang) {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(day * 86400000));
}
