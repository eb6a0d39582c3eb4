// AnalysisParts.jsx — pieces of the exact analysis panel (Analysis.jsx): the legend of the colours
// on the board, the best line's preview controls and the replay's progress and summary.

/** The colours on the board now, each with its dash pattern and words ([{cls, text, cell}]; cell: a cell's frame, not a line). */
export function AnalysisLegend({ legend, t }) {
  return (
    <ul class="analysis-legend" aria-label={t('analysis.legend')} data-testid="analysis-legend">
      {legend.map(({ cls, text, cell }) => (
        <li key={cls} data-key={cls}>
          {cell ? (
            <svg viewBox="0 0 1 1" aria-hidden="true" class="an-key-cell">
              <g class={`sq an ${cls}`}>
                <rect class="an-frame" x="0.1" y="0.1" width="0.8" height="0.8" rx="0.1" />
              </g>
            </svg>
          ) : (
            <svg viewBox="0 0 2 0.4" aria-hidden="true" class="an-key">
              <g class={`line free an ${cls}`}>
                <line class="stroke" x1="0.2" y1="0.2" x2="1.8" y2="0.2" />
              </g>
            </svg>
          )}
          {text}
        </li>
      ))}
    </ul>
  );
}

/**
 * The best line: how long it is (lengthKnown: the solver's line is the game's best to the end;
 * otherwise a proven line, not always the shortest; ends: it reaches the end of the game, else
 * only its first moves were worked out in time), and steps through it as a preview.
 */
export function BestLine({ line, step, setStep, lengthKnown, ends, label, t }) {
  const what = !ends
    ? t('analysis.linePart', { n: line.length })
    : lengthKnown
      ? t('analysis.lineLength', { n: line.length })
      : t('analysis.lineProof');
  return (
    <div class="best-line" role="group" aria-label={t('analysis.bestLine')}>
      <p>
        <strong>{t('analysis.bestLine')}</strong>{' '}
        {step ? t('analysis.step', { k: step, n: line.length, line: label }) : what}
      </p>
      <div class="share-row">
        <button type="button" onClick={() => setStep(step - 1)} disabled={step === 0} data-testid="line-back">
          {t('analysis.back')}
        </button>
        <button
          type="button"
          onClick={() => setStep(step + 1)}
          disabled={step >= line.length}
          data-testid="line-forward"
        >
          {t('analysis.forward')}
        </button>
        {step > 0 && (
          <button type="button" onClick={() => setStep(0)} data-testid="line-leave">
            {t('analysis.leave')}
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * A replay's progress ({done, total}) or its summary ({blunders, unsolved}); win: the marks are
 * won games given away (Shut In), not values lost; bot: the marks are the bot's estimate's falls.
 */
export function ReplaySummary({ replay, win = false, bot = false, t }) {
  if (replay.total !== undefined) {
    return (
      <p class="analysis-progress">
        <progress max={replay.total} value={replay.done} />{' '}
        {t(bot ? 'analysis.bot.progress' : 'analysis.progress', {
          k: Math.min(replay.done + 1, replay.total),
          n: replay.total,
        })}
      </p>
    );
  }
  const n = replay.blunders.size;
  let text;
  if (bot) text = n === 0 ? t('analysis.bot.dropsNone') : t('analysis.bot.drops', { n });
  else if (n === 0) text = t('analysis.lostNone');
  else if (win) text = t('analysis.lostWin', { n });
  else text = n === 1 ? t('analysis.lost1') : t('analysis.lostN', { n });
  return (
    <p data-testid="replay-summary">
      {text}
      {replay.unsolved > 0 && ` ${t('analysis.unsolved', { n: replay.unsolved })}`}
    </p>
  );
}

/**
 * The analysis panel's frame, shared by the solver's and the bot's panels: the title, the status
 * line (working, failed, then `status`: the panel's own verdict lines), then `children`.
 */
export function PanelFrame({ working, workingKey, failed, status, children, t }) {
  return (
    <section class="analysis" aria-labelledby="analysis-title" data-testid="analysis">
      <h2 id="analysis-title">{t('analysis.title')}</h2>
      <div role="status" class="analysis-status">
        {working && (
          <p class="muted">
            <span class="spinner" aria-hidden="true" /> {t(workingKey)}
          </p>
        )}
        {failed && <p class="error">{t('analysis.failed', { reason: failed })}</p>}
        {status}
      </div>
      {children}
    </section>
  );
}
