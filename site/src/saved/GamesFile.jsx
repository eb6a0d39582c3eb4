// GamesFile.jsx — every saved game as one file (saved/games-file.js): "Export all games" downloads
// it, "Import games…" reads one (a file input, reachable by keyboard) and says what the merge did,
// or why the file was refused. The page does the reading and merging: onExport() → {text, name};
// onImport(text) → {ok: true, added, replaced, kept, conflicts, failed, skipped, pruned} or
// {ok: false, code}. `kept`: [report, setReport] from the page (useSavedGames), so the report
// outlives this panel when the first games imported turn the folded empty panel into the list.
// The report is brought into the window once, as it comes: the games imported lengthen the list
// above it, which would push it (and the button) out of sight, so nothing would confirm the import.
import { useEffect, useRef, useState } from 'preact/hooks';
import { FINISHED_KEPT } from './storage.js';

const COUNTS = ['added', 'replaced', 'kept', 'conflicts', 'failed', 'skipped'];

/** The reports already brought into view (a panel shown again later does not scroll to an old one). */
const seen = new WeakSet();

/** Scroll the least that shows all of `el` (its top first when it is taller than the window). */
function reveal(el) {
  const box = el.getBoundingClientRect();
  if (box.top >= 0 && box.bottom <= window.innerHeight) return;
  el.scrollIntoView({ block: box.height > window.innerHeight ? 'start' : 'nearest' });
}

export function GamesFile({ count, onExport, onImport, kept = null, t }) {
  const own = useState(null); // {file, ...onImport's answer}
  const [report, setReport] = kept || own;
  const said = useRef(null);
  useEffect(() => {
    if (!report || seen.has(report) || !said.current) return undefined;
    // after the list has been laid out with the games just imported
    const frame = requestAnimationFrame(() => {
      if (!said.current) return;
      seen.add(report);
      reveal(said.current);
    });
    return () => cancelAnimationFrame(frame);
  }, [report]);

  function download() {
    const { text, name } = onExport();
    const a = document.createElement('a');
    a.href = `data:application/json;charset=utf-8,${encodeURIComponent(text)}`;
    a.download = name;
    a.click();
  }

  async function fromFile(e) {
    const input = e.currentTarget;
    const f = input.files && input.files[0];
    if (!f) return;
    const text = await f.text();
    input.value = ''; // the same file can be chosen again
    setReport({ file: f.name, ...onImport(text) });
  }

  return (
    <div class="games-file">
      <p class="muted">{t('gamesFile.help')}</p>
      <p class="share-row">
        {count > 0 && (
          <button type="button" onClick={download} data-testid="export-games">
            {t('gamesFile.export')}
          </button>
        )}
        <label class="button file-button">
          {t('gamesFile.import')}
          <input
            type="file"
            accept=".json,application/json"
            class="sr-only"
            onChange={fromFile}
            data-testid="import-games"
          />
        </label>
      </p>
      {report && report.ok && (
        <div class="games-file-report" role="status" ref={said}>
          <p>{t('gamesFile.done', { file: report.file })}</p>
          <ul>
            {COUNTS.filter((k) => k !== 'skipped' || report.skipped > 0).map((k) => (
              <li key={k} data-count={k}>
                {t(`gamesFile.${k}`, { n: report[k] })}
              </li>
            ))}
          </ul>
          {report.pruned > 0 && <p>{t('saved.pruned', { n: report.pruned, kept: FINISHED_KEPT })}</p>}
          {report.puzzles && (
            <p data-testid="puzzles-imported">
              {t('gamesFile.puzzles', { n: report.puzzles.added })}
              {report.puzzles.taken && ` ${t('gamesFile.puzzlesRating', { rating: report.puzzles.rating })}`}
            </p>
          )}
        </div>
      )}
      {report && !report.ok && (
        <p class="error" role="alert" ref={said}>
          {t('gamesFile.bad', { reason: t(`gamesFile.${report.code}`) })}
        </p>
      )}
    </div>
  );
}
