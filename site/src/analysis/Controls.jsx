// Controls.jsx (AnalysisControls) — the analysis switch beside the board ("Replay with analysis" once the
// game is over) and, while it is on, the analysis panel (analysis/Analysis.jsx, loaded then).
// an: useAnalysis' answer.

export function AnalysisControls({ an, engine, family, st, names, over, t, lang }) {
  return (
    <>
      <div class="analysis-switch">
        <label class="check">
          <input
            type="checkbox"
            role="switch"
            data-testid="analysis-switch"
            checked={an.on}
            onChange={(e) => an.toggle(e.currentTarget.checked)}
          />
          {t('analysis.switch')}
        </label>
        {over && (
          <button type="button" data-testid="replay-analysis" onClick={() => an.show(true)}>
            {t('analysis.replay')}
          </button>
        )}
      </div>
      {an.on && an.analysis && (
        <an.analysis.Panel
          engine={engine}
          family={family}
          st={st}
          names={names}
          makeClient={an.analysis.makeClient}
          onData={an.onData}
          replayAsk={an.replayAsk}
          t={t}
          lang={lang}
        />
      )}
    </>
  );
}
