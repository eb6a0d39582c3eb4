// ExportSgf.jsx — the game as an SGF file (Dots: GM[40], with the ring each capture closed),
// written by the core: download it, or copy the text to open the game on another Dots site.
import { useMemo } from 'preact/hooks';
import { errorText } from '../i18n/index.js';

export function ExportSgf({ engine, record, id, t, lang }) {
  const sgf = useMemo(() => {
    try {
      return { text: engine.sgfExport(record) };
    } catch (err) {
      return { error: errorText(lang, err) };
    }
  }, [engine, record, lang]);

  function download() {
    const url = URL.createObjectURL(new Blob([sgf.text], { type: 'application/x-go-sgf' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `paperdots-${id || 'game'}.sgf`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

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
            <button type="button" onClick={download}>
              {t('sgf.download')}
            </button>
          </p>
        </>
      )}
    </details>
  );
}
