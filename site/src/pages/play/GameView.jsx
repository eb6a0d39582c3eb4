// GameView.jsx — a game on the play page: its title, scores and status, the family's board, the
// actions, analysis (where the family offers it), preferences, the move list, sharing, SGF export
// and printing the position. Everything it shows is the session's state, so the core's.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { Scoreboard } from '../../ui/Scoreboard.jsx';
import { MoveList } from '../../ui/MoveList.jsx';
import { ResultBanner, resultText } from '../../ui/ResultBanner.jsx';
import { announcement } from '../../ui/announce.js';
import { Preferences } from '../../ui/Preferences.jsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.jsx';
import { ExportSgf, sgfInfo } from '../../ui/ExportSgf.jsx';
import { GameClock } from '../../clock/GameClock.jsx';
import { sgfClock } from '../../clock/clock.js';
import { parseSize } from '../../game/setup.js';
import { familyOf } from '../../families/index.js';
import { seatNames } from '../../game/names.js';
import { errorText } from '../../i18n/index.js';
import { EndActions, TurnActions } from './GameActions.jsx';
import { AnalysisControls } from '../../analysis/Controls.jsx';
import { GameShare } from '../../share/GameShare.jsx';
import { lastPlayed } from '../../saved/autosave.js';
import { useAnalysis } from '../../analysis/useAnalysis.js';
import { useMoveSounds } from './useMoveSounds.js';
import { useTitleFocus } from './useTitleFocus.js';
import { recordAt } from '../../game/record.js';
import { revealBoard, useStickyColumn } from '../../ui/sticky.js';

/** The record of the position on screen: the whole game, or its first moves while looking back. */
function shownRecord(st) {
  const r = st.state.record;
  if (st.view === null) return r;
  return recordAt(r, st.view, st.state.moves);
}

/**
 * The status line: a preview of the analysis' best line (nothing played), an earlier position
 * looked back at (whose turn it was there, not the game's result or turn now), the result, the
 * bot failing or thinking, waiting for a link's move, or whose turn.
 */
function statusText(st, names, waiting, preview, lang, t) {
  const { result, toMove } = st.state;
  if (preview) return t('analysis.step', { k: preview.step, n: preview.length, line: preview.label });
  if (st.view !== null && st.viewState)
    return t('status.earlier', { name: names[st.viewState.toMove - 1] || names[toMove - 1] });
  if (result) return resultText(st.state, names, lang, t);
  if (st.bot === 'failed') return t('status.botFailed');
  if (st.bot === 'thinking') return t('status.thinking', { name: names[toMove - 1] });
  if (waiting) return t('link.waiting', { name: names[toMove - 1] });
  return t('status.toMove', { name: names[toMove - 1] });
}

export function GameView({ session, engine, st, onStart, prefs, onPrefs, quietGame, t, lang }) {
  const titleRef = useRef(null);
  const mainRef = useRef(null);
  useStickyColumn(mainRef);
  const family = familyOf(st.geometry.family);
  // The question open before a move that ends something: {token, title, text, confirm}, for
  // resign, a family action or turning analysis on against a bot (one dialog, so its ids stay unique).
  const [confirming, setConfirming] = useState(null);
  // what the share panel last said ("Link copied"): kept here, as the panel moves once shared
  const shareNote = useState('');
  const setShareNote = shareNote[1];
  useEffect(() => setShareNote(''), [st.id, setShareNote]);
  const an = useAnalysis({ st, family, engine, ask: setConfirming, t });
  useMoveSounds(st, prefs.sound);
  useTitleFocus(st, quietGame, titleRef);
  // A game clock stops while the tab is hidden only when no person plays the other side (session.js).
  useEffect(() => {
    const tell = () => session.setHidden(document.visibilityState === 'hidden');
    tell();
    document.addEventListener('visibilitychange', tell);
    return () => document.removeEventListener('visibilitychange', tell);
  }, [session]);
  // A game's clock starts once its board has been drawn (two frames: the board's is on screen).
  useEffect(() => {
    let id = requestAnimationFrame(() => {
      id = requestAnimationFrame(() => session.boardShown());
    });
    return () => cancelAnimationFrame(id);
  }, [session, st.begun]);
  // the day the game was last played, for its SGF file (looked up again when a move is made)
  const played = useMemo(() => lastPlayed(st), [st.id, st.state.record, st.dates]); // eslint-disable-line react-hooks/exhaustive-deps
  const names = seatNames(st.seats, t);
  const shown = st.viewState || st.state;
  const { over, result, toMove } = st.state;
  const humanToMove = !over && st.seats[toMove - 1] && st.seats[toMove - 1].kind === 'human';
  const interactive = session.mayMove(st);
  // A link game for one seat waits for the others' moves, which come back by link.
  const waiting = humanToMove && st.you > 0 && toMove !== st.you;
  const size = parseSize(st.settings.size);
  const gameName = family.title(st.settings, t);
  const label = t('board.label', { game: gameName, w: size.w, h: size.h });
  // The tab names the game and its variant (e.g. "Shut In, no gravity") while it is shown.
  useEffect(() => {
    document.title = t('play.gameTitle', { game: gameName });
    return () => {
      document.title = t('play.pageTitle');
    };
  }, [gameName, t]);
  // The family says when its games can be analysed (the exact solver, e.g. for two seats).
  const analysable = family.analysable(st.seats);
  const drawn = an.drawn;
  const preview = drawn && drawn.preview;
  const share = (
    <GameShare
      st={st}
      label={label}
      waiting={waiting}
      onBind={(seat) => session.bind(seat)}
      kept={shareNote}
      t={t}
      lang={lang}
    />
  );

  return (
    <>
      <h1 class="game-title" tabindex="-1" ref={titleRef}>
        {gameName} <span class="muted">{t('setup.sizeValue', { w: size.w, h: size.h })}</span>
        {st.analysed && (
          <>
            {' '}
            <span class="badge analysed" data-testid="analysed">
              {t('analysis.analysed')}
            </span>
          </>
        )}
      </h1>
      <div class="play-layout">
        {/* data-fit-window: the board fits the window (ui/zoom.jsx). */}
        <div class="play-main" data-fit-window ref={mainRef}>
          <div class="status-bar">
            <Scoreboard
              family={family}
              seats={st.seats}
              names={names}
              state={shown}
              toMove={toMove}
              t={t}
              lang={lang}
            />
            <GameClock st={st} names={names} session={session} ask={setConfirming} lang={lang} t={t} />
            <p
              class={`status${st.bot === 'thinking' ? ' thinking' : ''}${preview ? ' previewing' : ''}`}
              data-testid="status"
            >
              {st.bot === 'thinking' && <span class="spinner" aria-hidden="true" />}
              {statusText(st, names, waiting, preview, lang, t)}
            </p>
            {st.you > 0 && !over && <p class="muted link-seat">{t('link.youPlay', { name: names[st.you - 1] })}</p>}
          </div>
          {waiting && share}
          {st.error && (
            <p class="error" role="alert">
              {errorText(lang, st.error)}
            </p>
          )}
          {preview && (
            <p class="preview-badge" data-testid="preview-badge">
              {t('analysis.previewBadge')}
            </p>
          )}
          <div class={preview ? 'board-preview' : undefined}>
            <family.Board
              geometry={st.geometry}
              settings={st.settings}
              desc={st.desc}
              state={preview ? preview.state : shown}
              legal={st.view === null && !preview ? st.state.legal : []}
              names={names}
              mover={toMove}
              interactive={interactive && !preview}
              busy={st.bot === 'thinking'}
              onPlay={(tok) => session.play(tok)}
              choices={(tok) => session.choices(tok)}
              t={t}
              label={label}
              analysis={drawn && !preview ? drawn.overlay : null}
            />
          </div>
          <p class="sr-only" aria-live="polite" aria-atomic="true">
            {announcement(st, family, names, t, lang)}
          </p>
        </div>
        <div class="play-side">
          {result && (
            <ResultBanner
              state={st.state}
              names={names}
              note={family.resultNote(st.settings, t, st.state)}
              scoresKey={family.finalScoresKey}
              lang={lang}
              t={t}
            >
              <EndActions session={session} st={st} onStart={onStart} t={t} />
            </ResultBanner>
          )}
          {!over && <TurnActions session={session} st={st} family={family} names={names} ask={setConfirming} t={t} />}
          {analysable && (
            <AnalysisControls
              an={an}
              engine={engine}
              family={family}
              st={st}
              names={names}
              over={over}
              t={t}
              lang={lang}
            />
          )}
          <Preferences prefs={prefs} onChange={onPrefs} bots={st.seats.some((s) => s.kind === 'bot')} t={t} />
          <ConfirmDialog
            open={
              !!confirming &&
              (confirming.token === 'analysis' ||
                (confirming.token === 'claim'
                  ? session.canClaim()
                  : confirming.token === 'resign'
                    ? session.canResign()
                    : session.canAct(confirming.token)))
            }
            title={confirming ? confirming.title : ''}
            text={confirming ? confirming.text : ''}
            confirm={confirming ? confirming.confirm : ''}
            cancel={confirming && confirming.token === 'analysis' ? t('analysis.cancel') : t('resign.cancel')}
            onConfirm={() => {
              const tok = confirming.token;
              setConfirming(null);
              if (tok === 'analysis') {
                session.markAnalysed();
                an.show();
              } else if (tok === 'claim') session.claim();
              else if (tok === 'resign') session.resign();
              else session.act(tok);
            }}
            onCancel={() => setConfirming(null)}
          />
          <MoveList
            state={st.state}
            view={st.view}
            names={names}
            geometry={st.geometry}
            moveText={family.moveText ? (tok, prev) => family.moveText(tok, t, prev) : undefined}
            onView={(k, picked) => {
              session.viewMove(k);
              if (picked) requestAnimationFrame(() => revealBoard(mainRef.current));
            }}
            t={t}
            marks={drawn ? drawn.marks : null}
          />
          {!waiting && share}
          {family.sgf && (
            <ExportSgf
              engine={engine}
              record={st.state.record}
              clock={sgfClock(st.clock, st.moveLeft)}
              info={sgfInfo(st.seats, played, t)}
              id={st.id}
              t={t}
              lang={lang}
            />
          )}
          <p class="print-position">
            {/* The print page (/{lang}/print/, beside this one) draws the position on screen as a vector sheet. */}
            <a href={`../print/#${shownRecord(st)}`}>{t('play.printPosition')}</a>
          </p>
        </div>
      </div>
    </>
  );
}
