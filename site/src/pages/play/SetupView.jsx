// SetupView.jsx — the play page before a game: the table setup form the core checks as it is
// edited, its Play in the first screen; then the saved games to continue or open again (with the
// Undo toast of a deleted one, and the file of all games to export and import; folded while
// there are none), and importing a record or an SGF file, opened with the seats the form has
// chosen (and an SGF file's names for its people).
import { useCallback, useMemo, useRef } from 'preact/hooks';
import { controlFromSgf } from '../../clock/clock.js';
import { SetupForm } from '../../ui/SetupForm.jsx';
import { SavedGames } from '../../saved/SavedGames.jsx';
import { GamesFile } from '../../saved/GamesFile.jsx';
import { gamesFileName, gamesFileText, importGamesFile } from '../../saved/games-file.js';
import { ImportRecord } from '../../ui/ImportRecord.jsx';
import { SGF_FAMILY, familyWords, sgfWords } from '../../families/index.js';
import { loadEngineOnce } from '../../engine/engine-loader.js';
import { setupString } from '../../game/setup.js';
import { errorText } from '../../i18n/index.js';
import { describeSaved } from '../../saved/useSavedGames.js';
import { linkName } from '../../share/link.js';
import { sgfNames } from '../../game/names.js';

/**
 * session, engine, st (the session's state); list: useSavedGames' answer; importError and
 * setImportError: the import's (or a saved game's) failure, kept by the session view; settings
 * and formKey: the form's start; onFormStart(settings).
 */
export function SetupView({
  session,
  engine,
  st,
  list,
  importError,
  setImportError,
  settings,
  formKey,
  onFormStart,
  route,
  t,
  lang,
}) {
  // The form's check: the core judges the setup as it is edited (null when it starts a game;
  // else its words and the setup key it names, so the form can mark that field).
  const checkSetup = useMemo(
    () => (s) =>
      loadEngineOnce().then(async (e) => {
        await e.readyFor(setupString(s));
        try {
          e.newGame(setupString(s)).free();
          return null;
        } catch (err) {
          return { text: errorText(lang, err), key: (err.params && err.params.key) || null };
        }
      }),
    [lang],
  );
  // the form as it is now: an imported record is opened with its seats (session.resume `table`)
  const form = useRef(null);
  const onFormChange = useCallback((s) => {
    form.current = s;
  }, []);
  const table = () => (form.current || st.settings || settings).seats;
  const { saved, removed } = list;
  const resume = (g) =>
    engine.readyFor(g.record).then(() => {
      const err = session.resume(g);
      if (!err) setImportError(null);
      else familyWords(g.record).then(() => setImportError(t('import.failed', { reason: errorText(lang, err) })));
    });
  const file = (
    <GamesFile
      count={saved ? saved.games.length : 0}
      onExport={() => ({ text: gamesFileText(), name: gamesFileName() })}
      onImport={(text) => {
        const r = importGamesFile(text);
        list.reload();
        return r;
      }}
      kept={list.fileReport}
      t={t}
    />
  );
  return (
    <>
      <h1>{t('play.title')}</h1>
      <SetupForm
        key={formKey}
        initial={st.settings || settings}
        onStart={onFormStart}
        onChange={onFormChange}
        t={t}
        error={st.error ? errorText(lang, st.error) : null}
        check={checkSetup}
        route={route}
      />
      {saved && (saved.games.length || saved.skipped.length) ? (
        <SavedGames
          games={saved.games.filter((g) => !removed || g.id !== removed.id)}
          skipped={saved.skipped.filter((k) => k.reason !== 'newer').length}
          newer={saved.skipped.filter((k) => k.reason === 'newer').length}
          onContinue={resume}
          onDelete={list.remove}
          describe={(g) => describeSaved(g, t)}
          facts={list.facts}
          t={t}
        >
          {file}
        </SavedGames>
      ) : (
        saved && (
          // Nothing saved yet: a newcomer sees the setup, not an empty list; a games file from
          // another browser can still be imported.
          <details class="saved-games saved-empty">
            <summary>{t('saved.emptyTitle')}</summary>
            {file}
          </details>
        )
      )}
      <div class="toast" role="status">
        {removed && (
          <>
            <span>{t('saved.deleted', { game: describeSaved(removed, t) })}</span>
            <button type="button" onClick={list.undoRemove}>
              {t('actions.undo')}
            </button>
          </>
        )}
      </div>
      <ImportRecord
        onImport={(text) => {
          // An SGF file (GM[40]) becomes a record through the core, which judges every move.
          if (!/^\s*\(\s*;/.test(text)) return resume({ record: text, table: table() });
          return engine.ready(SGF_FAMILY.engine).then(() => {
            let record;
            let times;
            try {
              record = engine.sgfImport(text);
              // its game clock (TM, OT) and the times after its moves (BL / WL), where it has them
              times = engine.sgfTimes(text);
            } catch (err) {
              sgfWords().then(() => setImportError(t('import.failed', { reason: errorText(lang, err) })));
              return;
            }
            const clock = controlFromSgf(times);
            // the file's names (PB, PW) for the people of a two-seat game
            const names = sgfNames(times.pb, times.pw).map(linkName);
            const g = { record, table: table(), names };
            resume(clock === 'none' ? g : { ...g, clock, moveLeft: times.left });
          });
        }}
        t={t}
      />
      {importError && (
        <p class="error" role="alert">
          {importError}
        </p>
      )}
    </>
  );
}
