// ExportSgf.jsx — the game as an SGF file (Dots: GM[40], with the ring each capture closed),
// written by the core: download it, or copy the text to open the game on another Dots site.
// clock: the game clock's times (clock/clock.js sgfClock), written as TM, OT and BL / WL.
import { useMemo } from 'preact/hooks';
import { errorText } from '../i18n/index.js';

export function ExportSgf({ engine, record, clock = null, id, t, lang }) {
  const timing = clock ? JSON.stringify(clock) : '';
  const sgf = useMemo(() => {
    try {
      return { text: engine.sgfExport(record, timing ? JSON.parse(timing) : null) };
    } catch (err) {
      return { error: errorText(lang, err) };
    }
  }, [engine, record, timing, lang]);

  return (
    <details class="export-sgf">
      <summary>{t('sgf.title')}</summary>
      {sgf.error ? (
        <p class="error">{sgf.error}</p>
      ) : (
        <>
          <label for="sgf-text">{t('sgf.label')}</label>
          <textarea id="sgf-text" rows={4} readOnly value={sgf.text} onFocus={(e) => e.currentTarget.select()} />
          <p class="share-row">
            <a
              class="button"
              href={`data:application/x-go-sgf;charset=utf-8,${encodeURIComponent(sgf.text)}`}
              download={`paperdots-${id || 'game'}.sgf`}
            >
              {t('sgf.download')}
            </a>
          </p>
        </>
      )}
    </details>
  );
}
