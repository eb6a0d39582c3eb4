// Analysis.jsx — the exact analysis beside a Dots and Boxes game (2 seats), loaded by a dynamic
// import only when a player turns Analysis on. It asks the solver (in its own worker, through
// model/analysis.js) about the position on the board, and hands the page what to draw: the free
// lines' values (the board's overlay), a preview of the best line, and after "Replay with
// analysis" the moves that lost value (the move list's marks). The page never waits for it.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { addStrings, errorText } from '../i18n/index.js';
import { analysisStrings } from '../i18n/strings-analysis.js';
import { MAX_TIER, createAnalyst, outcomeOf, overlayOf, recordAt, recordWith, signed } from '../model/analysis.js';
import './analysis.css';

addStrings(analysisStrings);

/**
 * The analysis' worker client: a BotClient (its cancel: terminate and restart) on the analysis
 * worker, given the page's compiled engine module so a restart costs no compile.
 */
export function makeAnalysisClient(BotClient, wasmModule) {
  const createWorker = () => new Worker(new URL('../../../wasm/analysis-worker.js', import.meta.url), { type: 'module' });
  return new BotClient({ createWorker, wasmModule });
}

/** The board's overlay for an answer, with the words each line says (null when none). */
function boardOverlay(result, t) {
  const o = overlayOf(result);
  if (o) {
    const lines = new Map();
    for (const [tok, e] of o.lines) {
      const text = signed(e.value);
      const say = e.loss ? t('analysis.lineLoses', { value: text, n: e.loss }) : t('analysis.lineBest', { value: text });
      lines.set(tok, { ...e, text, say });
    }
    return { lines };
  }
  if (result && !result.over && result.hint) {
    return { lines: new Map([[result.hint, { hint: true, text: '?', say: t('analysis.lineHint') }]]) };
  }
  return null;
}

/**
 * engine: the page's engine (previews of the best line); st: the session store's value; names:
 * per seat; makeClient: () => a BotClient on its own worker; onData({overlay, preview, marks}):
 * what the board and the move list show; replayAsk: a counter — each increase starts a replay of
 * the finished game.
 */
export function AnalysisPanel({ engine, st, names, makeClient, onData, replayAsk, t, lang }) {
  const analyst = useMemo(() => createAnalyst({ makeClient }), [makeClient]);
  useEffect(() => () => analyst.dispose(), [analyst]);
  const live = st.state;
  const shownState = st.viewState || live;
  const record = st.view === null ? live.record : recordAt(live.record, live.moves, st.view);
  const misere = st.settings && st.settings.misere === '1';
  const [answer, setAnswer] = useState(null); // {record, result}
  const [failed, setFailed] = useState(null);
  const [step, setStep] = useState(0); // how far into the best line the preview is (0: no preview)
  const [replay, setReplay] = useState(null); // {done, total} while running; {blunders, unsolved} after
  const replaying = useRef(false);
  const replayed = !!(replay && replay.blunders); // a replay has filled the cache: look again

  // Each position on the board is analysed once it is shown; a newer one drops the older request.
  useEffect(() => {
    setStep(0);
    setFailed(null);
    if (shownState.over) {
      if (!replaying.current) analyst.stop();
      setAnswer(null);
      return;
    }
    const cached = analyst.known(record);
    if (cached) setAnswer({ record, result: cached });
    if (replaying.current || (cached && (!cached.known || cached.line.length))) return;
    if (!cached) setAnswer(null);
    let gone = false;
    analyst.analyse(record).then(
      (result) => !gone && result && setAnswer({ record, result }),
      (err) => !gone && setFailed(errorText(lang, err)),
    );
    return () => {
      gone = true;
    };
    // shownState follows record
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record, analyst, replayed]);

  // "Replay with analysis": every position before a move of the finished game, in order.
  useEffect(() => {
    if (!replayAsk || !live.over) return;
    replaying.current = true;
    setReplay({ done: 0, total: live.moves.length });
    let gone = false;
    analyst.replay(live.record, live.moves, (done, total) => !gone && setReplay({ done, total })).then(
      (r) => {
        replaying.current = false;
        if (gone || !r) return;
        setReplay({ blunders: r.blunders, unsolved: r.results.filter((x) => !x.over && !x.known).length });
      },
      (err) => {
        replaying.current = false;
        if (!gone) setFailed(errorText(lang, err));
      },
    );
    return () => {
      gone = true;
      replaying.current = false;
    };
    // live.record is fixed once the game is over
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [replayAsk, analyst]);

  const result = answer && answer.record === record ? answer.result : null;
  const line = (result && result.line) || [];
  const preview = useMemo(() => {
    if (!step || !result) return null;
    const g = engine.newGame(recordWith(record, line.slice(0, step)));
    try {
      return g.state();
    } finally {
      g.free();
    }
    // line follows result
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step, result, record, engine]);
  // t follows lang (fixed while the page is mounted)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const overlay = useMemo(() => boardOverlay(result, t), [result, lang]);
  const marks = replay && replay.blunders ? replay.blunders : null;
  // As this render commits (a layout effect), not a frame later: the board's colours and the move
  // list's marks come with the panel's words about them (the replay's summary names the marks).
  useLayoutEffect(() => onData({ overlay, preview, marks }), [overlay, preview, marks, onData]);

  const labelOf = (tok) => {
    const i = st.geometry.moveTokens.indexOf(tok);
    return i < 0 ? tok : st.geometry.moveLabels[i];
  };
  const mover = shownState.toMove;
  let verdict = null;
  if (result && result.known) {
    const out = outcomeOf(result, shownState, misere);
    verdict = out.winner ? t(out.by === 1 ? 'analysis.winsOne' : 'analysis.wins', { name: names[out.winner - 1], n: out.by }) : t('analysis.draw');
  }
  const working = !shownState.over && !result && !failed && !replaying.current;

  return (
    <section class="analysis" aria-labelledby="analysis-title" data-testid="analysis">
      <h2 id="analysis-title">{t('analysis.title')}</h2>
      <div role="status" class="analysis-status">
        {working && (
          <p class="muted">
            <span class="spinner" aria-hidden="true" /> {t('analysis.working')}
          </p>
        )}
        {failed && <p class="error">{t('analysis.failed', { reason: failed })}</p>}
        {verdict && (
          <>
            <p class="analysis-verdict" data-testid="analysis-verdict" data-value={result.value}>
              {verdict}
            </p>
            <p class="muted">{t('analysis.value', { name: names[mover - 1], value: signed(result.value) })}</p>
          </>
        )}
        {result && !result.over && !result.known && (
          <p class="analysis-estimate">
            <strong class="estimate-label">{t('analysis.estimate')}</strong> {t('analysis.tooBig')}{' '}
            {result.hint && t('analysis.hint', { line: labelOf(result.hint) })}
          </p>
        )}
        {shownState.over && st.view === null && !replay && <p class="muted">{t('analysis.over')}</p>}
        {replay && replay.total !== undefined && (
          <p class="analysis-progress">
            <progress max={replay.total} value={replay.done} /> {t('analysis.progress', { k: Math.min(replay.done + 1, replay.total), n: replay.total })}
          </p>
        )}
        {replay && replay.blunders && (
          <p data-testid="replay-summary">
            {replay.blunders.size === 0
              ? t('analysis.lostNone')
              : replay.blunders.size === 1
                ? t('analysis.lost1')
                : t('analysis.lostN', { n: replay.blunders.size })}
            {replay.unsolved > 0 && ` ${t('analysis.unsolved', { n: replay.unsolved })}`}
          </p>
        )}
      </div>
      {overlay && !overlay.lines.values().next().value?.hint && (
        <ul class="analysis-legend" aria-label={t('analysis.legend')}>
          {Array.from({ length: MAX_TIER + 1 }, (_, k) => (
            <li key={k}>
              <svg viewBox="0 0 2 0.4" aria-hidden="true" class="an-key">
                <g class={`line free an an${k}`}>
                  <line class="stroke" x1="0.2" y1="0.2" x2="1.8" y2="0.2" />
                </g>
              </svg>
              {k === 0 ? t('analysis.best') : k === MAX_TIER ? t('analysis.losesMore', { n: k }) : t('analysis.loses', { n: k })}
            </li>
          ))}
        </ul>
      )}
      {line.length > 0 && (
        <div class="best-line" role="group" aria-label={t('analysis.bestLine')}>
          <p>
            <strong>{t('analysis.bestLine')}</strong>{' '}
            {step ? t('analysis.step', { k: step, n: line.length, line: labelOf(line[step - 1]) }) : t('analysis.lineLength', { n: line.length })}
          </p>
          <div class="share-row">
            <button type="button" onClick={() => setStep(step - 1)} disabled={step === 0} data-testid="line-back">
              {t('analysis.back')}
            </button>
            <button type="button" onClick={() => setStep(step + 1)} disabled={step >= line.length} data-testid="line-forward">
              {t('analysis.forward')}
            </button>
            {step > 0 && (
              <button type="button" onClick={() => setStep(0)} data-testid="line-leave">
                {t('analysis.leave')}
              </button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
