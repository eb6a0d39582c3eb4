// Play.jsx — the play page: the table setup, then the board with scores, status, actions, move
// list and result. All game state comes from the session model (model/session.js); the board
// component and the move wording are chosen per family (FAMILY_VIEWS).
import { useEffect, useRef, useState } from 'preact/hooks';
import { SetupForm } from '../components/SetupForm.jsx';
import { Board } from '../components/Board.jsx';
import { ShutInBoard } from '../components/ShutInBoard.jsx';
import { Scoreboard } from '../components/Scoreboard.jsx';
import { MoveList } from '../components/MoveList.jsx';
import { ResultBanner, resultText } from '../components/ResultBanner.jsx';
import { defaultSettings, parseSize, rotateSeats, settingsFromFragment } from '../model/setup.js';
import { createSession } from '../model/session.js';
import { useStore } from '../model/store.js';
import { lastTurnLines } from '../model/boxes-board.js';
import { cellToken, tokenCell } from '../model/shutin-board.js';
import { seatNames } from '../model/names.js';
import { loadBotClientClass, loadEngineOnce } from '../model/engine-loader.js';
import { errorText } from '../i18n/index.js';

export function Play({ route, t }) {
  const lang = route.lang;
  const [settings, setSettings] = useState(defaultSettings);
  const [formKey, setFormKey] = useState(0);
  const [session, setSession] = useState(null);
  const [engineFailed, setEngineFailed] = useState(false);
  const pending = useRef(null);

  useEffect(() => {
    if (location.hash) {
      setSettings(settingsFromFragment(location.hash));
      setFormKey((k) => k + 1);
    }
    let made = null;
    let gone = false;
    Promise.all([loadEngineOnce(), loadBotClientClass()]).then(
      ([engine, BotClient]) => {
        if (gone) return;
        made = createSession({ engine, makeBot: () => new BotClient() });
        setSession(made);
        if (pending.current) made.start(pending.current);
        pending.current = null;
      },
      () => !gone && setEngineFailed(true),
    );
    return () => {
      gone = true;
      if (made) made.dispose();
    };
  }, []);

  function start(s) {
    setSettings(s);
    if (session) session.start(s);
    else pending.current = s;
  }

  return (
    <div class="play">
      {session ? (
        <SessionView session={session} settings={settings} formKey={formKey} onStart={start} t={t} lang={lang} />
      ) : (
        <>
          <h1>{t('play.title')}</h1>
          {engineFailed ? (
            <p class="error" role="alert">
              {t('play.engineFailed')}
            </p>
          ) : (
            <p class="muted loading" role="status">
              {t('play.loading')}
            </p>
          )}
          <SetupForm key={formKey} initial={settings} onStart={start} t={t} />
        </>
      )}
    </div>
  );
}

function SessionView({ session, settings, formKey, onStart, t, lang }) {
  const st = useStore(session.store);
  if (st.phase === 'setup') {
    return (
      <>
        <h1>{t('play.title')}</h1>
        <SetupForm
          key={formKey}
          initial={st.settings || settings}
          onStart={onStart}
          t={t}
          error={st.error ? errorText(lang, st.error) : null}
        />
      </>
    );
  }
  return <GameView session={session} st={st} onStart={onStart} t={t} lang={lang} />;
}

/** What differs per family on this page: the game's name, the board, the words for a move. */
const FAMILY_VIEWS = {
  boxes: {
    name: (st, t) => t(`game.boxes.${st.settings.grid}`),
    Board,
    boardProps: (st, shown) => ({ geometry: st.geometry, desc: st.desc, lastLines: lastTurnLines(shown) }),
    said(st, ev, name, t) {
      const [a, b] = st.geometry.lines[Number(ev.token)];
      const parts = [t('say.drew', { name, a: st.desc.dotLabel[a], b: st.desc.dotLabel[b] })];
      if (ev.closed === 1) parts.push(t('say.closed1', { name }));
      if (ev.closed > 1) parts.push(t('say.closedN', { name, n: ev.closed }));
      return parts;
    },
    moveText: null, // MoveList's own "dot–dot" wording
  },
  shutin: {
    name: (st, t) => t('game.shutin'),
    Board: ShutInBoard,
    boardProps: (st) => ({ desc: st.desc }),
    said(st, ev, name, t) {
      // Normalise through the cell index so the token is said as the board shows it.
      const cell = cellToken(st.desc.w, tokenCell(st.desc.w, st.desc.h, ev.token));
      return [t(ev.seat === 1 ? 'say.placedCross' : 'say.placedCircle', { name, cell })];
    },
    moveText: (tok) => tok,
  },
};
const viewOf = (st) => FAMILY_VIEWS[st.geometry.family] || FAMILY_VIEWS.boxes;

function announcement(st, names, t, lang) {
  const ev = st.event;
  if (!ev) return '';
  const parts = [];
  if (ev.kind === 'move') parts.push(...viewOf(st).said(st, ev, names[ev.seat - 1], t));
  if (ev.kind === 'undo') parts.push(t('say.undone'));
  if (st.result) parts.push(resultText(st.result, names, lang, t));
  else parts.push(t('say.toMove', { name: names[st.state.toMove - 1] }));
  return parts.join(' ');
}

function GameView({ session, st, onStart, t, lang }) {
  const titleRef = useRef(null);
  // A new game replaces the form: take focus (and the view) to the top of the game.
  useEffect(() => {
    if (titleRef.current) titleRef.current.focus();
  }, []);
  const names = seatNames(st.seats, t);
  const shown = st.viewState || st.state;
  const toMove = st.state.toMove;
  const humanToMove = !st.over && st.seats[toMove - 1] && st.seats[toMove - 1].kind === 'human';
  const interactive = humanToMove && st.view === null;
  const size = parseSize(st.settings.size);
  const family = viewOf(st);
  const gameName = family.name(st, t);
  const label = t('board.label', { game: gameName, w: size.w, h: size.h });

  let status;
  if (st.result) status = resultText(st.result, names, lang, t);
  else if (st.over) status = t('status.over');
  else if (st.bot === 'failed') status = t('status.botFailed');
  else if (st.bot === 'thinking') status = t('status.thinking', { name: names[toMove - 1] });
  else status = t('status.toMove', { name: names[toMove - 1] });

  const actions = (
    <>
      <button type="button" class="primary" onClick={() => session.rematch()}>
        {t('actions.rematch')}
      </button>
      <button type="button" onClick={() => onStart(rotateSeats(st.settings))}>
        {t('setup.swap')}
      </button>
      <button type="button" onClick={() => session.newGame()}>
        {t('actions.new')}
      </button>
    </>
  );

  return (
    <>
      <h1 class="game-title" tabindex="-1" ref={titleRef}>
        {gameName} <span class="muted">{t('setup.sizeValue', { w: size.w, h: size.h })}</span>
      </h1>
      <div class="play-layout">
        <div class="play-main">
          <div class="status-bar">
            <Scoreboard
              seats={st.seats}
              names={names}
              scores={shown.scores}
              toMove={st.over ? 0 : toMove}
              winners={st.result ? st.result.winners : null}
              t={t}
              family={st.geometry.family}
            />
            <p class={`status${st.bot === 'thinking' ? ' thinking' : ''}`} data-testid="status">
              {st.bot === 'thinking' && <span class="spinner" aria-hidden="true" />}
              {status}
            </p>
          </div>
          {st.error && (
            <p class="error" role="alert">
              {errorText(lang, st.error)}
            </p>
          )}
          <family.Board
            {...family.boardProps(st, shown)}
            state={shown}
            legal={st.view === null ? st.legal : []}
            names={names}
            mover={st.over ? 0 : toMove}
            interactive={interactive}
            busy={st.bot === 'thinking'}
            onPlay={(tok) => session.play(tok)}
            t={t}
            label={label}
          />
          <p class="sr-only" aria-live="polite" aria-atomic="true">
            {announcement(st, names, t, lang)}
          </p>
        </div>
        <div class="play-side">
          {st.result && (
            <ResultBanner result={st.result} names={names} lang={lang} t={t}>
              {actions}
            </ResultBanner>
          )}
          {!st.over && (
            <section class="game-actions" aria-label={t('actions.title')}>
              <button type="button" onClick={() => session.undo()} disabled={!session.canUndo()}>
                {t('actions.undo')}
              </button>
              <button type="button" onClick={() => session.resign()} disabled={!session.resigningSeat()}>
                {t('actions.resign')}
              </button>
              <button type="button" onClick={() => session.newGame()}>
                {t('actions.new')}
              </button>
            </section>
          )}
          <MoveList
            state={st.state}
            view={st.view}
            names={names}
            desc={st.desc}
            geometry={st.geometry}
            closedPerMove={st.closedPerMove}
            onView={(k) => session.viewMove(k)}
            t={t}
            moveText={family.moveText}
          />
        </div>
      </div>
    </>
  );
}
