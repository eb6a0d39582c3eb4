// PuzzlesPage.jsx — /{lang}/puzzles/: an endless trainer of proved positions (docs/puzzles.md).
// The player picks a game (a puzzle set, sets.js) and a theme or "mixed"; the page shows the
// puzzle nearest their rating (pick.js) in a PuzzleCard (its live board, the verdict of a move by
// the stored proof, the best line). The first try of each puzzle moves the player's Glicko-2
// rating and streak (progress.js, rating.js). The address names the puzzle shown
// (#p=<set>/<id>), so a link opens it anywhere; #daily opens the day's puzzle; #sheet=… the
// printable sheet (Sheet.jsx).
import { useEffect, useRef, useState } from 'preact/hooks';
import { useBoardElement } from '../embed/use-element.js';
import { OWN, SETS, loadSet, setById, setName, setsHere, themesOf } from './sets.js';
import { dailyOf, dayOf, nextPuzzle } from './pick.js';
import { loadProgress, saveProgress } from './progress.js';
import { afterTry } from './rating.js';
import { Sheet, readSheetHash, sheetHash } from './Sheet.jsx';
import { PuzzleCard } from './PuzzleCard.jsx';
import './puzzles.css';

/** What the address asks for: {key} (#p=set/id), {daily: true} (#daily) or {}. */
export function readHash(hash) {
  const m = /^#p=([a-z0-9-]+\/[a-z0-9-]+)$/.exec(hash || '');
  if (m) return { key: m[1] };
  if (hash === '#daily') return { daily: true };
  return {};
}

export function PuzzlesPage({ route, t }) {
  useBoardElement(route);
  const [progress, setProgress] = useState(null);
  const [kept, setKept] = useState(true);
  const [notice, setNotice] = useState(null);
  const [choice, setChoice] = useState({ set: SETS[0].id, theme: null });
  const [puzzles, setPuzzles] = useState(null);
  const [shown, setShown] = useState(null); // {puzzle, daily: day|null, again}
  const [failed, setFailed] = useState(false);
  const [offered, setOffered] = useState(SETS); // the sets in the picker (sets.js setsHere)
  const [sheet, setSheet] = useState(null); // {set, theme, n}: the printable sheet (Sheet.jsx)
  // the newest record, for handlers made before it changed
  const progressRef = useRef(null);
  progressRef.current = progress;

  // The record of this browser and what the address asks for, once the page runs.
  useEffect(() => {
    const read = loadProgress();
    setProgress(read.progress);
    setKept(read.kept);
    if (read.damaged) setNotice(t('puzzles.damaged'));
    const follow = () => {
      const wanted = readSheetHash(location.hash);
      setSheet(wanted);
      if (!wanted) open(readHash(location.hash), progressRef.current);
    };
    progressRef.current = read.progress;
    setOffered(setsHere());
    follow();
    const onHash = follow;
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
    // once: open() reads the newest record through progressRef
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Show what the address asks for (or the next puzzle of the first set). */
  function open(ask, prog) {
    if (ask.daily) return showDaily(prog);
    if (ask.key) {
      const [setId, id] = ask.key.split('/');
      if (setById(setId)) {
        return withSet(setId, null, (list) => {
          const p = list.find((x) => x.id === id);
          if (p) return show({ puzzle: p, daily: null, again: false });
          setNotice(t('puzzles.unknown', { key: ask.key }));
          return show(nextPuzzle(list, prog));
        });
      }
      setNotice(t('puzzles.unknown', { key: ask.key }));
    }
    return withSet(SETS[0].id, null, (list) => show(nextPuzzle(list, prog)));
  }

  function withSet(setId, theme, then) {
    setChoice({ set: setId, theme });
    loadSet(setId)
      .then((list) => {
        setPuzzles(list);
        then(list);
      })
      .catch(() => setFailed(true));
  }

  function show(pick) {
    setShown(pick.puzzle ? { daily: null, ...pick } : null);
    if (pick.puzzle) history.replaceState(null, '', `#p=${pick.puzzle.key}`);
  }

  function showDaily(prog) {
    const day = dayOf(new Date());
    const { set, index } = dailyOf(SETS, day);
    withSet(set, null, (list) => {
      setShown({ puzzle: list[index(list.length)], daily: day, again: false });
      history.replaceState(null, '', `#p=${list[index(list.length)].key}`);
    });
    return prog;
  }

  function pickSet(setId) {
    withSet(setId, null, (list) => show(nextPuzzle(list, progressRef.current)));
  }

  function pickTheme(theme) {
    setChoice((c) => ({ ...c, theme }));
    if (puzzles) show(nextPuzzle(puzzles, progressRef.current, theme));
  }

  function next() {
    setNotice(null);
    show(nextPuzzle(puzzles, progressRef.current, choice.theme, shown && shown.puzzle.key));
  }

  /** From the sheet back to a puzzle of its set and theme. */
  function leaveSheet(e) {
    e.preventDefault();
    const { set, theme } = sheet;
    setSheet(null);
    withSet(set, theme, (list) => show(nextPuzzle(list, progressRef.current, theme)));
  }

  /** A first try (or the answer shown before one) counts: the new record, stored. */
  function counted(p, solved) {
    const before = progressRef.current;
    if (p.key in before.tried) return null;
    const after = afterTry(before, p, solved);
    setProgress(after);
    progressRef.current = after;
    saveProgress(after);
    return { before: Math.round(before.rating), after: Math.round(after.rating) };
  }

  const themes = puzzles ? themesOf(puzzles) : [];
  if (sheet && setById(sheet.set))
    return (
      <div class="puzzles-page">
        <h1>{t('puzzles.title')}</h1>
        <Sheet ask={sheet} set={setById(sheet.set)} t={t} onBack={leaveSheet} />
      </div>
    );
  return (
    <div class="puzzles-page">
      <h1>{t('puzzles.title')}</h1>
      <p class="puzzles-intro">{t(choice.set === OWN.id ? 'puzzles.introOwn' : 'puzzles.intro')}</p>
      <div class="puzzles-bar">
        <label>
          {t('puzzles.set')}{' '}
          <select value={choice.set} onChange={(e) => pickSet(e.currentTarget.value)} data-testid="puzzle-set">
            {offered.map((s) => (
              <option key={s.id} value={s.id}>
                {setName(s, t)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('puzzles.theme')}{' '}
          <select
            value={choice.theme || ''}
            onChange={(e) => pickTheme(e.currentTarget.value || null)}
            data-testid="puzzle-theme"
          >
            <option value="">{t('puzzles.mixed')}</option>
            {themes.map((th) => (
              <option key={th} value={th}>
                {t(`puzzles.theme.${th}`)}
              </option>
            ))}
          </select>
        </label>
        <a class="button secondary" href="#daily">
          {t('puzzles.daily')}
        </a>
        <a class="button secondary" href={sheetHash({ ...choice, n: 6 })}>
          {t('puzzles.sheet')}
        </a>
      </div>
      <Record progress={progress} kept={kept} t={t} />
      {notice && (
        <p class="notice" role="status">
          {notice}
        </p>
      )}
      {failed && (
        <p class="error" role="alert">
          {t('puzzles.loadFailed')}
        </p>
      )}
      {!shown && !failed && <p class="muted">{t('puzzles.loading')}</p>}
      {shown && puzzles && (
        <PuzzleCard
          key={shown.puzzle.key}
          shown={shown}
          total={puzzles.length}
          index={puzzles.indexOf(shown.puzzle)}
          lang={route.lang}
          onCount={counted}
          onNext={next}
          t={t}
        />
      )}
    </div>
  );
}

/** The player's rating, streak and tries. */
function Record({ progress, kept, t }) {
  if (!progress) return <p class="puzzles-record muted">&nbsp;</p>;
  const tries = Object.values(progress.tried);
  const rating = Math.round(progress.rating);
  return (
    <div class="puzzles-record">
      <p data-testid="rating">
        {progress.rd > 110 ? t('puzzles.ratingNew', { rating }) : t('puzzles.rating', { rating })}
        {' · '}
        <span data-testid="streak">{t('puzzles.streak', { n: progress.streak })}</span>
        {progress.best > 0 && ` (${t('puzzles.bestStreak', { n: progress.best })})`}
        {tries.length > 0 &&
          ` · ${t('puzzles.tried', { n: tries.length, solved: tries.filter((x) => x === 1).length })}`}
      </p>
      {!kept && <p class="muted">{t('puzzles.notKept')}</p>}
    </div>
  );
}
