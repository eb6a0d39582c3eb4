// Analysis.jsx — the analysis beside a game, loaded by a dynamic import only when a player turns
// Analysis on. For a family with an exact solver (the registry's `analysis.mode` 'exact': Dots and
// Boxes, Shut In) it asks the solver (in its own worker, through analysis/analysis.js) about the
// position on the board, and hands the page what to draw: every free move's value in the players'
// units (the board's overlay), a preview of the best line, and after "Replay with analysis" the
// moves that lost value (the move list's marks). Families without one get the bot's judgement
// (AnalysisBot.jsx). The page never waits for it.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { addStrings, errorText } from '../i18n/index.js';
import { analysisStrings } from './strings.js';
import {
  MAX_TIER,
  boundOf,
  createAnalyst,
  keepersOf,
  outcomeOf,
  overlayOf,
  shareOf,
  tiersOf,
  workingKeyOf,
} from './analysis.js';
import { recordAt, withMoves } from '../game/record.js';
import { useReplay } from './useReplay.js';
import { bookUrl } from '../engine/books.js';
import { createAnalysisWorker } from '../engine/workers.js';
import { BotPanel } from './AnalysisBot.jsx';
import { AnalysisLegend, BestLine, PanelFrame, ReplaySummary } from './AnalysisParts.jsx';
import { OwnPuzzles } from './OwnPuzzles.jsx';
import './analysis.css';

addStrings(analysisStrings);

/**
 * The analysis' worker client: a BotClient (its cancel: terminate and restart) on the analysis
 * worker, given the page's compiled engine module so a restart costs no compile.
 */
export function makeAnalysisClient(BotClient, wasmModule) {
  return new BotClient({ createWorker: createAnalysisWorker, wasmModule });
}

/** "5 boxes" in the family's unit, or the bare number where it has none (Shut In). */
export function amountText(how, geometry, n, t) {
  return how.unit ? t(how.unit(geometry), { n }) : String(n);
}

/** The words for a side's proved bound (boundOf): "… keeps at least a draw …" or "… wins by at least …". */
function boundText(bound, how, geometry, names, t) {
  return bound.atLeast === 'draw'
    ? t('analysis.atLeastDraw', { name: names[bound.seat - 1] })
    : t('analysis.winsByAtLeast', { name: names[bound.seat - 1], amount: amountText(how, geometry, bound.by, t) });
}

/** An unsolved position's overlay: the lines proved to keep the mover's proved bound, and the bot's hint. */
function provedOverlay(result, how, geometry, state, misere, t) {
  const moves = new Map();
  const legend = [];
  const bound = how.outcome === 'win' ? null : boundOf(result, state, misere);
  const keepers = how.outcome === 'win' ? [] : keepersOf(result, state, misere);
  if (keepers.length) {
    const say =
      bound.atLeast === 'draw'
        ? t('analysis.lineKeepsDraw')
        : t('analysis.lineKeepsWin', { amount: amountText(how, geometry, bound.by, t) });
    for (const tok of keepers) moves.set(tok, { proved: true, cls: 'an0', text: '\u2713', say });
    legend.push({ cls: 'an0', text: say });
  }
  if (result.hint && !moves.has(result.hint))
    moves.set(result.hint, { hint: true, cls: 'an-hint', text: '?', say: t('analysis.lineHint') });
  return moves.size ? { moves, legend } : null;
}

/** The board's overlay for an answer, with the words each move says (null when none). */
function boardOverlay(result, how, geometry, names, state, misere, t) {
  const mover = state.toMove;
  const o = overlayOf(result, how.per, misere);
  if (o) {
    const moves = new Map();
    for (const [tok, e] of o.moves) {
      if (how.outcome === 'win') {
        const cls = e.wins ? 'an-win' : 'an-lose';
        const say = t(e.wins ? 'analysis.cellWins' : 'analysis.cellLoses', { name: names[mover - 1] });
        moves.set(tok, { ...e, cls, text: e.wins ? '+' : '\u2212', say });
      } else {
        const say = e.loss
          ? t('analysis.lineLoses', { amount: amountText(how, geometry, e.loss, t) })
          : t('analysis.lineBest');
        moves.set(tok, { ...e, cls: `an${e.tier}`, text: e.loss ? `\u2212${e.loss}` : '\u2713', say });
      }
    }
    // The legend: only the colours on the board now.
    const legend =
      how.outcome === 'win'
        ? ['an-win', 'an-lose']
            .filter((c) => [...moves.values()].some((e) => e.cls === c))
            .map((cls) => ({ cls, cell: true, text: t(cls === 'an-win' ? 'analysis.keepsWin' : 'analysis.givesWin') }))
        : tiersOf(o).map((k) => ({
            cls: `an${k}`,
            text:
              k === 0
                ? t('analysis.best')
                : t(k === MAX_TIER ? 'analysis.losesMore' : 'analysis.loses', {
                    amount: amountText(how, geometry, k, t),
                  }),
          }));
    return { moves, legend };
  }
  if (result && !result.over && !result.known) return provedOverlay(result, how, geometry, state, misere, t);
  return null;
}

/** The panel of the family's analysis: the exact solver's, or the bot's (how.mode 'bot'). */
export function AnalysisPanel(props) {
  return props.family.analysis.mode === 'bot' ? <BotPanel {...props} /> : <ExactPanel {...props} />;
}

/**
 * engine: the page's engine (previews of the best line); family: the game's (registry);
 * st: the session store's value; names: per seat; makeClient: () => a BotClient on its own
 * worker; onData({overlay, preview, marks}): what the board, the status line and the move list
 * show; replayAsk: a counter — each increase starts a replay of the finished game.
 */
function ExactPanel({ engine, family, st, names, makeClient, onData, replayAsk, t, lang }) {
  const how = family.analysis;
  // the board's opening book, when the site ships it: the worker fetches it with the first request
  const book = bookUrl(st.geometry);
  const analyst = useMemo(() => createAnalyst({ makeClient, per: how.per, book }), [makeClient, how, book]);
  useEffect(() => () => analyst.dispose(), [analyst]);
  const live = st.state;
  const shownState = st.viewState || live;
  const record = st.view === null ? live.record : recordAt(live.record, st.view, live.moves);
  const misere = st.settings && st.settings.misere === '1';
  const [answer, setAnswer] = useState(null); // {record, result}
  const [failed, setFailed] = useState(null);
  const [step, setStep] = useState(0); // how far into the best line the preview is (0: no preview)
  const [replay, setReplay] = useState(null); // {done, total} while running; {blunders, results, unsolved} after
  const [more, setMore] = useState(false); // the position is proved; some of its moves are still being solved
  const replaying = useRef(false);
  const replayed = !!(replay && replay.blunders); // a replay has filled the cache: look again

  // Each position on the board is analysed once it is shown; a newer one drops the older request.
  useEffect(() => {
    setStep(0);
    setFailed(null);
    setMore(false);
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
    const show = (result) => !gone && result && setAnswer({ record, result });
    const onUpdate = (result) => {
      show(result);
      if (!gone) setMore(true);
    };
    analyst.analyse(record, { onUpdate }).then(
      (result) => {
        show(result);
        if (!gone) setMore(false);
      },
      (err) => {
        if (gone) return;
        setMore(false);
        setFailed(errorText(lang, err));
      },
    );
    return () => {
      gone = true;
    };
    // shownState follows record
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record, analyst, replayed]);

  // "Replay with analysis": every position before a move of the finished game, in order.
  useReplay({
    analyst,
    live,
    replayAsk,
    replaying,
    setReplay,
    summary: (r) => ({
      blunders: r.blunders,
      results: r.results,
      unsolved: r.results.filter((x) => !x.over && !x.known).length,
    }),
    onError: (err) => setFailed(errorText(lang, err)),
  });

  const result = answer && answer.record === record ? answer.result : null;
  const line = (result && result.line) || [];
  const labelOf = (tok) => {
    const i = st.geometry.moveTokens.indexOf(tok);
    return i < 0 ? tok : st.geometry.moveLabels[i];
  };
  const preview = useMemo(() => {
    if (!step || !result) return null;
    const g = engine.newGame(withMoves(record, line.slice(0, step)));
    try {
      return { state: g.state(), step, length: line.length, label: labelOf(line[step - 1]) };
    } finally {
      g.free();
    }
    // line follows result
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step, result, record, engine]);
  const mover = shownState.toMove;
  // t follows lang (fixed while the page is mounted); shownState follows result (both the record's)
  const overlay = useMemo(
    () => boardOverlay(result, how, st.geometry, names, shownState, misere, t),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [result, lang, how, mover, misere],
  );
  const marks = useMemo(() => {
    if (!replay || !replay.blunders) return null;
    const out = new Map();
    for (const [k, n] of replay.blunders) {
      const say =
        how.outcome === 'win'
          ? t('analysis.markWin')
          : t('analysis.mark', { amount: amountText(how, st.geometry, n, t) });
      out.set(k, { text: how.outcome === 'win' ? '\u2717' : `\u2212${n}`, say });
    }
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [replay, lang]);
  // As this render commits (a layout effect), not a frame later: the board's colours and the move
  // list's marks come with the panel's words about them (the replay's summary names the marks).
  useLayoutEffect(() => onData({ overlay, preview, marks }), [overlay, preview, marks, onData]);

  let verdict = null;
  let share = null;
  if (result && result.known) {
    if (how.outcome === 'win') {
      const winner = result.value > 0 ? mover : 3 - mover;
      verdict = t('analysis.winner', { name: names[winner - 1] });
    } else {
      const out = outcomeOf(result, shownState, misere);
      verdict = out.winner
        ? t('analysis.winsBy', { name: names[out.winner - 1], amount: amountText(how, st.geometry, out.by, t) })
        : t('analysis.draw');
      const open = family.cellsLeft(shownState);
      if (open !== null)
        share = t('analysis.share', {
          name: names[mover - 1],
          k: shareOf(result.value, open),
          left: amountText(how, st.geometry, open, t),
        });
    }
  }
  // Unsolved, what the solver (and a book) proved: one side wins by at least so much, or keeps
  // at least a draw.
  const bound = how.outcome === 'win' ? null : boundOf(result, shownState, misere);
  const proved = bound && boundText(bound, how, st.geometry, names, t);
  const working = !shownState.over && (!result || more) && !failed && !replaying.current;

  return (
    <PanelFrame
      working={working}
      workingKey={workingKeyOf(result)}
      failed={failed}
      t={t}
      status={
        <>
          {verdict && (
            <>
              <p class="analysis-verdict" data-testid="analysis-verdict" data-value={result.value}>
                {verdict}
              </p>
              {share && (
                <p class="muted" data-testid="analysis-share">
                  {share}
                </p>
              )}
            </>
          )}
          {proved && (
            <p class="analysis-verdict" data-testid="analysis-bound" data-lo={result.lo} data-hi={result.hi}>
              {proved}
            </p>
          )}
          {result && !result.over && !result.known && (
            <p class="analysis-estimate">
              {/* a proved bound above is no estimate: the label goes with it */}
              {!proved && <strong class="estimate-label">{t('analysis.estimate')}</strong>}{' '}
              {t(proved ? 'analysis.exactTooBig' : 'analysis.tooBig')}{' '}
              {result.hint &&
                t(
                  overlay && overlay.moves.get(result.hint)?.proved
                    ? 'analysis.hintProved'
                    : how.hintKey || 'analysis.hint',
                  {
                    line: labelOf(result.hint),
                  },
                )}
            </p>
          )}
          {result && result.bookMissing && (
            <p class="muted" data-testid="analysis-book-missing">
              {t('analysis.bookMissing')}
            </p>
          )}
          {shownState.over && st.view === null && !replay && <p class="muted">{t('analysis.over')}</p>}
          {replay && <ReplaySummary replay={replay} win={how.outcome === 'win'} t={t} />}
          {replay && replay.blunders && <OwnPuzzles st={st} replay={replay} t={t} lang={lang} />}
        </>
      }
    >
      {overlay && overlay.legend.length > 0 && <AnalysisLegend legend={overlay.legend} t={t} />}
      {line.length > 0 && (
        <BestLine
          line={line}
          step={step}
          setStep={setStep}
          lengthKnown={how.lineLength}
          ends={result.lineEnds}
          label={preview && preview.label}
          t={t}
        />
      )}
    </PanelFrame>
  );
}
