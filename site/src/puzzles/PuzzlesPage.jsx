// PuzzlesPage.jsx — /{lang}/puzzles/: an endless trainer of proved positions (docs/puzzles.md).
// The player picks a game (a puzzle set, sets.js) and a theme or "mixed"; the page shows the
// puzzle nearest their rating (pick.js) on a live <paperdots-board> (the site's own board in the
// embeddable element, embed/use-element.js) and judges the move played there by the stored proof
// (view.js, verdict.js): best or not, what it costs, and the reason the core read for it. The first
// try of each puzzle moves the player's Glicko-2 rating and streak (progress.js, rating.js).
// "Show the best line" puts the solver's line on the board, with the element's controls to step
// through it. The address names
// the puzzle shown (#p=<set>/<id>), so a link opens it anywhere; #daily opens the day's puzzle.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { usePosition } from './position.js';
import { useBoardElement } from '../embed/use-element.js';
import { SETS, loadSet, setById, setName, setsHere, themesOf } from './sets.js';
import { dailyOf, dayOf, nextPuzzle } from './pick.js';
import { loadProgress, saveProgress } from './progress.js';
import { afterTry } from './rating.js';
import { reasonKeys, viewOf } from './view.js';
import { answerText, askText, toMoveText, verdict } from './verdict.js';
import { Sheet, readSheetHash, sheetHash } from './Sheet.jsx';
import { splitRecord } from '../game/record.js';
import { useBringIntoView } from '../ui/in-view.js';
import './puzzles.css';

const NO_STEPS = [];
const movesAfter = (p, tokens) => [p.moves, ...tokens].filter(Boolean).join('.');
const plies = (p) => (p.moves ? p.moves.split('.').length : 0);

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
      <p class="puzzles-intro">{t('puzzles.intro')}</p>
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

/** One puzzle: its board, its question, the verdict and the buttons. */
function PuzzleCard({ shown, total, index, lang, onCount, onNext, t }) {
  const p = shown.puzzle;
  const ref = useRef(null);
  const verdictRef = useRef(null);
  // The board: the moves it shows, readonly once answered, and where it starts (the best line);
  // round: a new board (the element again) for each try.
  const [board, setBoard] = useState({ moves: p.moves, readonly: false, startAt: null, round: 0 });
  // null, or {best, text, reasons: [key], count: {before, after} | null, going?, answer?, line?}
  const [said, setSaid] = useState(null);
  // A longer answer (p.steps): how many of its moves are played, and the verdicts' view of the
  // position the next one is played in (null: the puzzle's own, `view`).
  const [step, setStep] = useState({ done: 0, view: null });
  const steps = p.steps || NO_STEPS;

  // the position's state and geometry, as the board's engine reads them
  const pos = usePosition(ref, `${p.key}/${board.round}`);
  const view = useMemo(() => (pos ? viewOf(p, pos.state, pos.geometry) : null), [p, pos]);

  useEffect(() => {
    const el = ref.current;
    const onMove = (e) => {
      const asked = step.view || view;
      if (!asked || el.hasAttribute('readonly')) return;
      const before = step.done ? p.line.slice(0, step.done) : [];
      const { token } = e.detail;
      if (splitRecord(e.detail.record).moves !== movesAfter(p, [...before, token])) return;
      const v = verdict(asked, token, t);
      if (!v) return;
      if (v.best && step.done < steps.length) {
        // right, and the answer goes on: the same player moves again
        const next = steps[step.done];
        setStep({
          done: step.done + 1,
          view: viewOf({ ...p, proof: next.proof, value: next.value }, el.state, el.geometry),
        });
        setSaid({ best: true, going: true, text: t('puzzles.keepGoing'), reasons: [], count: null });
        return;
      }
      const count = onCount(p, v.best);
      setBoard((b) => ({ ...b, moves: movesAfter(p, [...before, token]), readonly: true }));
      setSaid({ ...v, reasons: v.best || step.done ? [] : reasonKeys(p, token), count });
    };
    el.addEventListener('move', onMove);
    return () => el.removeEventListener('move', onMove);
  }, [p, view, step, steps, t, onCount]);

  // a new verdict off screen comes into view
  useBringIntoView(verdictRef, said);

  function retry() {
    setBoard((b) => ({ moves: p.moves, readonly: false, startAt: null, round: b.round + 1 }));
    setStep({ done: 0, view: null });
    setSaid(null);
  }

  /** The whole answer in words: the first move's verdict, and a longer answer's moves in order. */
  function answerWords() {
    const text = answerText(view, t);
    if (!steps.length) return text;
    const label = (tok) => pos.geometry.moveLabels[pos.geometry.moveTokens.indexOf(tok)] || tok;
    const moves = p.line
      .slice(0, steps.length + 1)
      .map(label)
      .join(', ');
    return `${text} ${t('puzzles.answerLine', { n: steps.length + 1, moves })}`;
  }

  function answer() {
    const count = onCount(p, false);
    const shown = p.line ? p.line.slice(0, steps.length + 1) : [p.best[0]]; // own puzzles keep no line
    setBoard((b) => ({ ...b, moves: movesAfter(p, shown), readonly: true }));
    setSaid({ answer: true, best: true, text: answerWords(), reasons: [], count });
  }

  function bestLine() {
    const count = said && !said.going ? said.count : onCount(p, false);
    setBoard((b) => ({ ...b, moves: movesAfter(p, p.line), readonly: true, startAt: plies(p) + 1 }));
    const words = said && !said.going ? said : { best: true, reasons: [], text: answerWords() };
    setSaid({ ...words, count, line: true });
  }

  const heading =
    shown.daily !== null
      ? t('puzzles.dailyHeading', { date: dayText(shown.daily, lang) })
      : t('puzzles.heading', { n: index + 1, total });
  const ask = view
    ? `${askText(view, t)}${steps.length ? ` ${t('puzzles.askSteps', { n: steps.length + 1 })}` : ''}`
    : '';
  return (
    <section class="puzzle-card" aria-labelledby="puzzle-heading" data-puzzle={p.key}>
      <div class="puzzle-play">
        <div class="puzzle-info">
          <h2 id="puzzle-heading">{heading}</h2>
          {shown.again && <p class="muted">{t('puzzles.again')}</p>}
          <p class="puzzle-ask">{ask}</p>
          <p class="muted">
            {view ? toMoveText(view, t) : ''} {t('puzzles.about', { d: p.difficulty, rating: p.rating })}
          </p>
        </div>
        <div class="puzzle-board">
          <paperdots-board
            key={board.round}
            ref={ref}
            setup={p.setup}
            moves={board.moves}
            start-at={board.startAt === null ? undefined : String(board.startAt)}
            readonly={board.readonly ? '' : undefined}
            seats="human,human"
            controls={board.startAt === null ? undefined : ''}
            size="large"
          />
        </div>
        <div class="puzzle-side">
          <div
            class={`puzzle-verdict${said ? (said.best ? ' good' : ' bad') : ''}`}
            role="status"
            data-testid="verdict"
            ref={verdictRef}
          >
            {said && (
              <>
                <p>{said.text}</p>
                {said.reasons.map((k) => (
                  <p key={k} data-testid="reason">
                    {t(k)}
                  </p>
                ))}
                {said.line && (
                  <p>{t(p.depth ? 'puzzles.bestLineHorizon' : 'puzzles.bestLineShown', { n: p.line.length })}</p>
                )}
              </>
            )}
            {said && !said.going && (
              <>
                <p class="muted" data-testid="counted">
                  {said.count
                    ? t('puzzles.counted', { before: said.count.before, after: said.count.after })
                    : t('puzzles.notCounted')}
                </p>
                <p class="muted">
                  {p.themes.length
                    ? t('puzzles.themes', { list: p.themes.map((th) => t(`puzzles.theme.${th}`)).join(', ') })
                    : t('puzzles.noTheme')}
                </p>
              </>
            )}
          </div>
          <p class="puzzle-buttons">
            {said && !said.best && (
              <button type="button" class="secondary" onClick={retry}>
                {t('art.tryAgain')}
              </button>
            )}
            {(!said || said.going) && (
              <button type="button" class="secondary" onClick={answer} disabled={!view}>
                {t('art.showAnswer')}
              </button>
            )}
            {p.line && !(said && said.line) && (
              <button type="button" class="secondary" onClick={bestLine} disabled={!view}>
                {t('puzzles.bestLine')}
              </button>
            )}
            <button type="button" class={said && !said.going ? 'primary' : 'secondary'} onClick={onNext}>
              {t('puzzles.next')}
            </button>
          </p>
          <p>
            <a href={`#p=${p.key}`} class="puzzle-link">
              {t('puzzles.link')}
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}

/** A day number as the page's language writes a date ("6 December 2026"). */
function dayText(day, lang) {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(day * 86400000));
}
