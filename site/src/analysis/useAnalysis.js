// useAnalysis.js — the play page's analysis wiring: off by default; its code (components/
// Analysis.jsx and the bot client) loads the first time it is turned on; against a bot it asks
// first (the game is then marked analysed for good), and another game against a bot asks again.
import { useCallback, useEffect, useState } from 'preact/hooks';
import { loadBotClientClass } from '../engine/engine-loader.js';

/** The exact analysis (analysis/Analysis.jsx): loaded the first time a player turns it on. */
let analysisPart = null;
const loadAnalysis = () =>
  (analysisPart ??= Promise.all([import('./Analysis.jsx'), loadBotClientClass()]).catch((err) => {
    analysisPart = null;
    throw err;
  }));

/**
 * st: the session's state; family: its game's (the solver runs in the family's engine module);
 * engine; ask(question): opens the confirmation dialog ({token: 'analysis', title, text,
 * confirm}). Returns {on, analysis ({Panel, makeClient} once loaded), replayAsk, onData (the
 * panel's data), drawn ({overlay, preview, marks} while it is on and has data, else null),
 * show(replayToo), toggle(on)}.
 */
export function useAnalysis({ st, family, engine, ask, t }) {
  const [on, setOn] = useState(false);
  const [analysis, setAnalysis] = useState(null);
  const [data, setData] = useState(null); // {overlay, preview, marks}
  const [replayAsk, setReplayAsk] = useState(0);
  const onData = useCallback((d) => setData(d), []);
  const withBot = st.seats.some((s) => s.kind === 'bot');

  function show(replayToo = false) {
    setOn(true);
    if (replayToo) setReplayAsk((n) => n + 1);
    loadAnalysis().then(
      ([m, BotClient]) =>
        setAnalysis(
          (a) =>
            a || {
              Panel: m.AnalysisPanel,
              makeClient: () => m.makeAnalysisClient(BotClient, engine.module(family.engine)),
            },
        ),
      () => setOn(false),
    );
  }
  /** The switch: against a bot, only after the player agrees that the game is marked analysed. */
  function toggle(turnOn) {
    if (!turnOn) {
      setOn(false);
      setData(null);
      return;
    }
    if (withBot && !st.analysed && !st.state.over) {
      // The question's words come with the analysis code: load it, then ask.
      loadAnalysis().then(
        () =>
          ask({
            token: 'analysis',
            title: t('analysis.confirmTitle'),
            text: t(family.analysis.mode === 'bot' ? 'analysis.bot.confirmText' : 'analysis.confirmText'),
            confirm: t('analysis.confirm'),
          }),
        () => {},
      );
      return;
    }
    show();
  }
  // Another game (a rematch, a link): against a bot, analysis is asked for again.
  useEffect(() => {
    if (withBot && !st.analysed && !st.state.over) {
      setOn(false);
      setData(null);
    }
    // only when the game changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [st.id]);
  const drawn = on && analysis && data ? data : null;
  return { on, analysis, replayAsk, onData, drawn, show, toggle };
}
