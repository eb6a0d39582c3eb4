// Play.jsx — the play page: the table setup (with saved games and record import), then the board
// with scores, status, actions, move list, result and sharing. A share link in the fragment
// opens its game; the fragment then follows the game, so a reload resumes it. All game state
// comes from the session model (model/session.js) and so from the core; the board, the options
// and the wording of a move come from the game's family module (families/index.js).
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { SetupForm } from '../components/SetupForm.jsx';
import { Scoreboard } from '../components/Scoreboard.jsx';
import { MoveList } from '../components/MoveList.jsx';
import { ResultBanner, resultText, teamNames } from '../components/ResultBanner.jsx';
import { announcement } from '../components/announce.js';
import { defaultSettings, parseSize, rotateSeats, settingsFromFragment, setupString, withNames } from '../model/setup.js';
import { createSession } from '../model/session.js';
import { useStore } from '../model/store.js';
import { familyOf, familyWords, sgfWords } from '../families/index.js';
import { FamilyReady } from '../families/lazy.jsx';
import { seatNames } from '../model/names.js';
import { loadBotClientClass, loadEngineOnce, loadedNow, takeWarmBot } from '../model/engine-loader.js';
import { paceOf } from '../model/bots.js';
import { playSound } from '../model/sound.js';
import { Preferences } from '../components/Preferences.jsx';
import { errorText } from '../i18n/index.js';
import { SharePanel } from '../components/SharePanel.jsx';
import { ConfirmDialog } from '../components/ConfirmDialog.jsx';
import { SavedGames } from '../components/SavedGames.jsx';
import { ImportRecord } from '../components/ImportRecord.jsx';
import { ExportSgf } from '../components/ExportSgf.jsx';
import { parseFragment, setupPart } from '../model/link.js';
import { familyOfSetup } from '../../../wasm/wasm-file.js';
import { autosave, ownFragment, seatCode, shareFragment } from '../model/persist.js';
import { embedCode } from '../embed/code.js';
import { DEFAULT_PREFS, deleteGame, loadGame, loadGames, loadNames, loadPrefs, savePrefs, saveNames, storedTally } from '../model/storage.js';
import { OPENING_ATTR, SHARE_LINK, gameOpened } from '../families/address.js';

/** A fragment is a share link when it carries link-layer keys or moves (home cards don't). */
const isShareLink = (hash) => SHARE_LINK.test(hash);

/**
 * A fragment that is neither a share link nor a setup (home cards link "#game=…") nor the id of
 * something on the page (the skip link's "#main"): a link that could not be read at all.
 */
function isUnreadable(hash) {
  const text = hash.replace(/^#/, '');
  if (!text || isShareLink(hash) || text.startsWith('game=')) return false;
  return !document.getElementById(text);
}

/** Keep the address bar's fragment on the current game (or clear it on the setup). */
function syncFragment(st) {
  const want = st.phase === 'playing' && st.id ? `#${ownFragment(st)}` : '';
  if (location.hash !== want) history.replaceState(history.state, '', `${location.pathname}${location.search}${want}`);
}

export function Play({ route, t }) {
  const lang = route.lang;
  const [settings, setSettings] = useState(defaultSettings);
  const [formKey, setFormKey] = useState(0);
  const [session, setSession] = useState(null);
  const [engine, setEngine] = useState(null);
  const [engineFailed, setEngineFailed] = useState(false);
  const [problem, setProblem] = useState(null); // {text, fresh: canonical setup or ''}
  const [saveProblem, setSaveProblem] = useState(null); // autosave's failure code, null while saving works
  const [prefs, setPrefs] = useState(DEFAULT_PREFS); // sound and bot pace, kept per device
  const [conflict, setConflict] = useState(null); // {theirs: id}: another tab played this game on
  const pending = useRef(null);
  const still = useRef(false); // the player asked for less motion
  // The address opens a game (the page's first script marked the page: families/address.js):
  // until it is shown, the table setup it replaces is not rendered either (hydrating it would
  // only put off the board).
  const [opening, setOpening] = useState(() => typeof document !== 'undefined' && document.documentElement.hasAttribute(OPENING_ATTR));
  const opened = () => {
    gameOpened();
    setOpening(false);
  };
  // The id of the game the address opened with the page: its title does not take focus. Nobody
  // has used the page yet, focus is at its start anyway, and a focus ring round the title would
  // greet every visitor who opens a link. Every other game (from the form, a saved game, a
  // rematch, a link pasted into this tab later) takes focus to its title (GameView).
  const quietGame = useRef(null);

  // A link's game could not be opened: the notice and the table setup take the board's place.
  useLayoutEffect(() => {
    if (problem || engineFailed) opened();
  }, [problem, engineFailed]);

  // A layout effect: it runs as soon as the page has hydrated, not after the next paint. The
  // engine is usually loaded by then (main.jsx waits for it), so a linked game's board is drawn
  // with the first paint after hydrating.
  useLayoutEffect(() => {
    const hash = location.hash;
    if (!isShareLink(hash)) opened();
    // The names typed on this device last time (read here, not while prerendering).
    const remembered = withNames(defaultSettings(), loadNames());
    let initial = remembered;
    if (isUnreadable(hash)) {
      setProblem({ text: t('link.bad', { reason: t('link.link-unreadable') }), fresh: '' });
    } else if (hash && !isShareLink(hash)) {
      try {
        initial = settingsFromFragment(hash, remembered);
      } catch (err) {
        setProblem({ text: t('link.bad', { reason: errorText(lang, err) }), fresh: '' });
      }
    }
    setSettings(initial);
    setFormKey((k) => k + 1);
    const kept = loadPrefs();
    setPrefs(kept);
    still.current = !!(window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches);
    let made = null;
    let gone = false;
    const unsubscribe = [];
    const withEngine = ([engine, BotClient]) => {
      if (gone) return;
      // The first bot is the one the page started before it hydrated (boot.js): its worker is
      // ready or nearly so. A bot gets the module of its game's family.
      const makeBot = (family) => {
        const warm = takeWarmBot(family);
        if (warm && warm.state !== 'failed') return warm;
        if (warm) warm.dispose();
        return new BotClient({ wasmModule: engine.module(family) });
      };
      // The bot's pace as chosen on this device; a bot's captures come quicker within its turn,
      // unless the player asked for less motion.
      made = createSession({ engine, makeBot, ...paceOf(kept.pace, still.current) });
      unsubscribe.push(
        autosave(made.store, { onStatus: (st) => setSaveProblem(st.ok ? null : st.code), onConflict: setConflict }),
      );
      // Read the fragment now, not at mount: it may have changed while the engine loaded.
      if (isShareLink(location.hash)) openLinkReady(engine, made, location.hash, true);
      unsubscribe.push(made.store.subscribe(syncFragment));
      // A link pasted into this tab changes only the fragment: no reload, so listen for it
      // (our own replaceState calls fire no hashchange).
      const onHash = () => {
        if (isShareLink(location.hash)) openLinkReady(engine, made, location.hash);
      };
      window.addEventListener('hashchange', onHash);
      unsubscribe.push(() => window.removeEventListener('hashchange', onHash));
      setEngine(engine);
      setSession(made);
      if (pending.current) startReady(engine, made, pending.current);
      pending.current = null;
    };
    // The family the page opens on: the link's game, else the form's.
    const parsed = isShareLink(hash) ? parseFragment(hash) : null;
    const first = familyOfSetup(parsed && parsed.ok ? parsed.record : setupPart(hash)) || initial.game;
    // Loaded before hydrating (main.jsx waits for it): made in this task, not after an import's
    // round trip.
    const loaded = loadedNow(first);
    (loaded ? Promise.resolve(loaded) : Promise.all([loadEngineOnce(first), loadBotClientClass()])).then(withEngine, () => !gone && setEngineFailed(true));
    return () => {
      gone = true;
      unsubscribe.forEach((f) => f());
      if (made) made.dispose();
    };
    // Runs once per page: the language is part of the URL, so t and lang never change while mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Load the engine module of the family a setup or record names, then f(); a failed load is said. */
  function whenReady(engine, text, f) {
    engine.readyFor(text).then(f, () => setEngineFailed(true));
  }

  /** openLink once its game's engine module has loaded. */
  function openLinkReady(engine, made, hash, withPage = false) {
    const parsed = parseFragment(hash);
    whenReady(engine, parsed.ok ? parsed.record : setupPart(hash), () => openLink(engine, made, hash, withPage));
  }

  /** Start a game once its family's engine module has loaded. */
  function startReady(engine, made, s) {
    whenReady(engine, `game=${s.game}`, () => made.start(s));
  }

  /** Open a share link; a bad one leaves every saved game alone and explains what is wrong. */
  function openLink(engine, made, hash, withPage) {
    const parsed = parseFragment(hash);
    let err = null;
    let setup = parsed.ok ? parsed.setup : setupPart(hash);
    if (parsed.ok) {
      err = made.resume(parsed);
      if (!err) {
        if (withPage) quietGame.current = made.store.get().id;
        opened();
        return;
      }
    }
    let fresh = '';
    try {
      const g = engine.newGame(setup);
      fresh = g.canonicalSetup();
      g.free();
    } catch {
      fresh = '';
    }
    // The engine's error is said in its family's words, which may still be loading.
    familyWords(setup).then(() => {
      const text = err
        ? t('link.bad', { reason: t('link.engine', { error: errorText(lang, err) }) })
        : t('link.bad', { reason: t(`link.${parsed.error.code}`, parsed.error.params) });
      setProblem({ text, fresh });
    });
  }

  function startFresh() {
    const s = settingsFromFragment(`#${problem.fresh}`, settings); // a canonical setup: its family exists
    setProblem(null);
    start(s);
  }

  /** Start from the table setup: its names are remembered for next time. */
  function startFromForm(s) {
    saveNames(s.seats.map((seat) => seat.name || ''));
    start(s);
  }

  function changePrefs(next) {
    setPrefs(next);
    savePrefs(next);
    if (session) session.setPace(paceOf(next.pace, still.current));
  }

  function start(s) {
    setSettings(s);
    if (session) startReady(engine, session, s);
    else pending.current = s;
  }

  return (
    <div class="play">
      {problem && (
        <div class="link-problem" role="alert">
          <p>{problem.text}</p>
          <p class="share-row">
            {problem.fresh && (
              <button type="button" class="primary" onClick={startFresh}>
                {t('link.fresh')}
              </button>
            )}
            <button type="button" onClick={() => setProblem(null)}>
              {t('link.dismiss')}
            </button>
          </p>
        </div>
      )}
      {conflict && (
        <div class="save-conflict" role="alert">
          <p>{t('saved.conflict')}</p>
          <p class="share-row">
            <button
              type="button"
              class="primary"
              onClick={() => {
                const other = loadGame(conflict.theirs);
                setConflict(null);
                if (other && session) whenReady(engine, other.record, () => session.resume(other));
              }}
            >
              {t('saved.openOther')}
            </button>
            <button type="button" onClick={() => setConflict(null)}>
              {t('link.dismiss')}
            </button>
          </p>
        </div>
      )}
      {saveProblem && (
        <p class="error save-problem" role="alert">
          {t(saveProblem === 'quota' ? 'saved.failedQuota' : 'saved.failed')}
        </p>
      )}
      {session ? (
        <SessionView
          session={session}
          engine={engine}
          settings={settings}
          formKey={formKey}
          onStart={start}
          onFormStart={startFromForm}
          prefs={prefs}
          onPrefs={changePrefs}
          opening={opening}
          quietGame={quietGame}
          route={route}
          t={t}
          lang={lang}
        />
      ) : (
        <Waiting failed={engineFailed} t={t}>
          {!opening && <SetupForm key={formKey} initial={settings} onStart={startFromForm} t={t} route={route} />}
        </Waiting>
      )}
    </div>
  );
}

/**
 * The play page's heading and what it waits for: the engine loading (or the notice that it
 * failed), or a link's game opening; `children` (the table setup) below, when there is one.
 */
function Waiting({ failed = false, t, children }) {
  return (
    <>
      <h1>{t('play.title')}</h1>
      {failed ? (
        <p class="error" role="alert">
          {t('play.engineFailed')}
        </p>
      ) : (
        <p class="muted loading" role="status">
          {t('play.loading')}
        </p>
      )}
      {children}
    </>
  );
}

/** "Dots and Boxes, Ann and Bot · 12 moves" for a saved game. */
function describeSaved(g, t) {
  let game;
  try {
    const s = settingsFromFragment(`#${g.record.split('&moves=')[0]}`);
    game = familyOf(s.game).title(s, t);
  } catch {
    game = g.record.split('&')[0];
  }
  const seats = g.seats.map((c, i) => ({ kind: c === 'h' ? 'human' : 'bot', name: g.names[i] || '' }));
  return t(g.moves === 1 ? 'saved.describeOne' : 'saved.describe', { game, names: seatNames(seats, t).join(', '), moves: g.moves || 0 });
}

/**
 * When a saved game was last played, whose turn it is and the score: the score and the turn are
 * the core's (the record replayed), never worked out here. {when, turn, score} or null.
 */
function savedFacts(g, engine, t, lang) {
  const seats = g.seats.map((c, i) => ({ kind: c === 'h' ? 'human' : 'bot', name: g.names[i] || '' }));
  const names = seatNames(seats, t);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(g.updated));
  const say = (st) => {
    const score = st.teams.map((team, i) => `${teamNames(team, names, lang)} ${st.scores[i]}`).join(', ');
    const turn = st.toMove ? t('status.toMove', { name: names[st.toMove - 1] }) : ''; // 0: the game is over
    return t('saved.facts', { when, turn, score });
  };
  const kept = storedTally(g);
  if (kept) return say(kept);
  let game = null;
  try {
    game = engine.newGame(g.record);
    return say(game.state());
  } catch {
    return when;
  } finally {
    if (game) game.free();
  }
}

/** How long a deleted saved game can be brought back before it leaves storage. */
const UNDO_DELETE_MS = 6000;

function SessionView({ session, engine, settings, formKey, onStart, onFormStart, prefs, onPrefs, opening, quietGame, t, lang, route }) {
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
  const st = useStore(session.store);
  const [saved, setSaved] = useState(null);
  const [importError, setImportError] = useState(null);
  const [removed, setRemoved] = useState(null); // the saved game whose Undo toast is showing
  const timer = useRef(null);
  useEffect(() => {
    if (st.phase === 'setup') setSaved(loadGames());
  }, [st.phase]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Each saved game's facts: kept with it (shown with the list's first render, below), or once the
  // engine modules of their families have loaded
  const [facts, setFacts] = useState(() => new Map());
  useEffect(() => {
    if (!saved || !engine) return undefined;
    let gone = false;
    const open = saved.games.filter((g) => !g.over);
    // a game saved with its score and turn needs no engine module of its own (storedTally)
    const replay = open.filter((g) => !storedTally(g));
    Promise.allSettled(replay.map((g) => engine.readyFor(g.record))).then(() => {
      if (gone) return;
      const m = new Map();
      for (const g of open) m.set(g.id, savedFacts(g, engine, t, lang));
      setFacts(m);
    });
    return () => {
      gone = true;
    };
    // t follows lang, which never changes while the page is mounted
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved, engine, lang]);
  /** Delete for real (the toast expired, or another delete replaced it). */
  const dropNow = (g) => {
    deleteGame(g.id);
    setSaved(loadGames());
  };
  if (st.phase === 'setup' && opening) return <Waiting t={t} />;
  if (st.phase === 'setup') {
    const resume = (g) =>
      engine.readyFor(g.record).then(() => {
        const err = session.resume(g);
        if (!err) setImportError(null);
        else familyWords(g.record).then(() => setImportError(t('import.failed', { reason: errorText(lang, err) })));
      });
    return (
      <>
        <h1>{t('play.title')}</h1>
        {saved && (
          <SavedGames
            games={saved.games.filter((g) => !removed || g.id !== removed.id)}
            skipped={saved.skipped.filter((k) => k.reason !== 'newer').length}
            newer={saved.skipped.filter((k) => k.reason === 'newer').length}
            onContinue={resume}
            onDelete={(g) => {
              clearTimeout(timer.current);
              if (removed) dropNow(removed);
              setRemoved(g);
              timer.current = setTimeout(() => {
                dropNow(g);
                setRemoved(null);
              }, UNDO_DELETE_MS);
            }}
            describe={(g) => describeSaved(g, t)}
            facts={(g) => facts.get(g.id) || (!g.over && storedTally(g) ? savedFacts(g, null, t, lang) : '')}
            t={t}
          />
        )}
        <div class="toast" role="status">
          {removed && (
            <>
              <span>{t('saved.deleted', { game: describeSaved(removed, t) })}</span>
              <button
                type="button"
                onClick={() => {
                  clearTimeout(timer.current);
                  setRemoved(null);
                }}
              >
                {t('actions.undo')}
              </button>
            </>
          )}
        </div>
        <SetupForm
          key={formKey}
          initial={st.settings || settings}
          onStart={onFormStart}
          t={t}
          error={st.error ? errorText(lang, st.error) : null}
          check={checkSetup}
          route={route}
        />
        <ImportRecord
          onImport={(text) => {
            // An SGF file (Dots, GM[40]) becomes a record through the core, which judges every move.
            if (!/^\s*\(\s*;/.test(text)) return resume({ record: text });
            return engine.ready('dots').then(() => {
              let record;
              try {
                record = engine.sgfImport(text);
              } catch (err) {
                sgfWords().then(() => setImportError(t('import.failed', { reason: errorText(lang, err) })));
                return;
              }
              resume({ record });
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
  // The game's words may come with its family's lazily loaded part: wait for it.
  return (
    <FamilyReady family={familyOf(st.geometry.family)}>
      <GameView
        session={session}
        engine={engine}
        st={st}
        onStart={onStart}
        prefs={prefs}
        onPrefs={onPrefs}
        quietGame={quietGame}
        t={t}
        lang={lang}
      />
    </FamilyReady>
  );
}

/** The exact analysis (components/Analysis.jsx): loaded the first time a player turns it on. */
let analysisPart = null;
const loadAnalysis = () =>
  (analysisPart ??= Promise.all([import('../components/Analysis.jsx'), loadBotClientClass()]).catch((err) => {
    analysisPart = null;
    throw err;
  }));

/** The record of the position on screen: the whole game, or its first moves while looking back. */
function shownRecord(st) {
  const r = st.state.record;
  if (st.view === null) return r;
  const cut = r.indexOf('&moves=');
  return `${r.slice(0, cut)}&moves=${st.state.moves.slice(0, st.view).join('.')}`;
}

function GameView({ session, engine, st, onStart, prefs, onPrefs, quietGame, t, lang }) {
  const titleRef = useRef(null);
  // Analysis: off by default; {Panel, makeClient} once its code has loaded; what it draws.
  const [analysisOn, setAnalysisOn] = useState(false);
  const [analysis, setAnalysis] = useState(null);
  const [anData, setAnData] = useState(null); // {overlay, preview, marks}
  const [replayAsk, setReplayAsk] = useState(0);
  const onAnData = useCallback((d) => setAnData(d), []);
  // The question open before a move that ends something: {token, title, text, confirm}, for
  // resign or a family action (one dialog, so its ids stay unique).
  const [confirming, setConfirming] = useState(null);
  // The optional sounds: one for a move, another when the core says the move captured.
  const heard = useRef(st.event ? st.event.id : 0);
  useEffect(() => {
    const ev = st.event;
    if (!ev || ev.id === heard.current) return;
    heard.current = ev.id;
    if (!prefs.sound || ev.kind !== 'move') return;
    playSound(st.state.captured[st.state.moveCount - 1] > 0 ? 'capture' : 'move');
  }, [st.event, st.state, prefs.sound]);
  // A new game (the view appears, or a rematch or a pasted link starts or resumes another in
  // it) takes focus (and the view) to the top of the game: the control the player used is gone.
  // Not the game the address opened with the page (Play's quietGame; asked once, when the view
  // first appears). In a layout effect: the new board is never shown with focus still where it
  // was (a clean-clone browser run read the old focus in that gap).
  const focusedFor = useRef(null); // the start or resume event the title took focus for
  useLayoutEffect(() => {
    const ev = st.event;
    const begun = ev && (ev.kind === 'start' || ev.kind === 'resume') ? ev.id : -1;
    const first = focusedFor.current === null;
    if (!first && (begun === -1 || begun === focusedFor.current)) return;
    focusedFor.current = begun;
    const quiet = first && quietGame.current === st.id;
    if (first) quietGame.current = null;
    if (!quiet && titleRef.current) titleRef.current.focus();
    // a new game shows as a new start or resume event; the rest of the state follows it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [st.event]);
  const names = seatNames(st.seats, t);
  const shown = st.viewState || st.state;
  const { over, result, toMove } = st.state;
  const humanToMove = !over && st.seats[toMove - 1] && st.seats[toMove - 1].kind === 'human';
  const interactive = session.mayMove(st);
  // A link game for one seat waits for the others' moves, which come back by link.
  const waiting = humanToMove && st.you > 0 && toMove !== st.you;
  const size = parseSize(st.settings.size);
  const family = familyOf(st.geometry.family);
  const gameName = family.title(st.settings, t);
  const label = t('board.label', { game: gameName, w: size.w, h: size.h });
  // The tab names the game and its variant (e.g. "Shut In, no gravity") while it is shown.
  useEffect(() => {
    document.title = t('play.gameTitle', { game: gameName });
    return () => {
      document.title = t('play.pageTitle');
    };
  }, [gameName, t]);
  // The solver answers for two seats of Dots and Boxes only.
  const analysable = st.geometry.family === 'boxes' && st.seats.length === 2;
  const withBot = st.seats.some((s) => s.kind === 'bot');

  function showAnalysis(replayToo = false) {
    setAnalysisOn(true);
    if (replayToo) setReplayAsk((n) => n + 1);
    loadAnalysis().then(
      ([m, BotClient]) => setAnalysis((a) => a || { Panel: m.AnalysisPanel, makeClient: () => m.makeAnalysisClient(BotClient, engine.module('boxes')) }),
      () => setAnalysisOn(false),
    );
  }
  /** The switch: against a bot, only after the player agrees that the game is marked analysed. */
  function toggleAnalysis(on) {
    if (!on) {
      setAnalysisOn(false);
      setAnData(null);
      return;
    }
    if (withBot && !st.analysed && !st.state.over) {
      // The question's words come with the analysis code: load it, then ask.
      loadAnalysis().then(
        () => setConfirming({ token: 'analysis', title: t('analysis.confirmTitle'), text: t('analysis.confirmText'), confirm: t('analysis.confirm') }),
        () => {},
      );
      return;
    }
    showAnalysis();
  }
  // Another game (a rematch, a link): against a bot, analysis is asked for again.
  useEffect(() => {
    if (withBot && !st.analysed && !st.state.over) {
      setAnalysisOn(false);
      setAnData(null);
    }
    // only when the game changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [st.id]);
  const an = analysisOn && analysis && anData ? anData : null;
  const preview = an && an.preview;

  // The family's special moves the core allows now (state.actions), e.g. Dots' ground and agree.
  const familyActions = family.actions ? st.state.actions.filter((tok) => family.actions[tok]) : [];
  /** Play a family action, asking first when the family wants a confirmation (from the core's preview). */
  function ask(tok) {
    const confirm = family.actions[tok].confirm;
    if (!confirm) {
      session.act(tok);
      return;
    }
    const preview = session.preview(tok);
    if (preview) setConfirming({ token: tok, ...confirm({ preview, state: st.state, names, t }) });
  }

  let status;
  if (result) status = resultText(st.state, names, lang, t);
  else if (st.bot === 'failed') status = t('status.botFailed');
  else if (st.bot === 'thinking') status = t('status.thinking', { name: names[toMove - 1] });
  else if (waiting) status = t('link.waiting', { name: names[toMove - 1] });
  else status = t('status.toMove', { name: names[toMove - 1] });

  const actions = (
    <>
      <button type="button" class="primary" onClick={() => session.rematch()}>
        {t('actions.rematch')}
      </button>
      <button type="button" onClick={() => onStart(rotateSeats(st.settings))}>
        {t('setup.swap')}
      </button>
      {result && result.how === 'resign' && session.canUndo() && (
        <button type="button" onClick={() => session.undo()}>
          {t('actions.undo')}
        </button>
      )}
      <button type="button" onClick={() => session.newGame()}>
        {t('actions.new')}
      </button>
    </>
  );

  const share = (
    <SharePanel
      url={`${location.origin}${location.pathname}#${shareFragment(st)}`}
      record={st.state.record}
      embed={embedCode({
        site: new URL('../../', location.href).href, // the play page is /{lang}/play/
        record: st.state.record,
        id: st.id,
        seats: st.seats.map(seatCode),
        names: st.seats.map((s) => s.name || ''),
        lang,
        title: label,
        at: st.view,
      })}
      busy={st.bot === 'thinking'}
      lead={waiting}
      t={t}
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
        <div class="play-main">
          <div class="status-bar">
            <Scoreboard family={family} seats={st.seats} names={names} state={shown} toMove={toMove} t={t} lang={lang} />
            <p class={`status${st.bot === 'thinking' ? ' thinking' : ''}`} data-testid="status">
              {st.bot === 'thinking' && <span class="spinner" aria-hidden="true" />}
              {status}
            </p>
            {st.you > 0 && !over && <p class="muted link-seat">{t('link.yourSeat', { name: names[st.you - 1] })}</p>}
          </div>
          {waiting && share}
          {st.error && (
            <p class="error" role="alert">
              {errorText(lang, st.error)}
            </p>
          )}
          <family.Board
            geometry={st.geometry}
            settings={st.settings}
            desc={st.desc}
            state={preview || shown}
            legal={st.view === null && !preview ? st.state.legal : []}
            names={names}
            mover={toMove}
            interactive={interactive && !preview}
            busy={st.bot === 'thinking'}
            onPlay={(tok) => session.play(tok)}
            t={t}
            label={label}
            analysis={an && !preview ? an.overlay : null}
          />
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
              {actions}
            </ResultBanner>
          )}
          {!over && (
            <section class="game-actions" aria-label={t('actions.title')}>
              <button type="button" onClick={() => session.undo()} disabled={!session.canUndo()}>
                {t('actions.undo')}
              </button>
              <button
                type="button"
                onClick={() =>
                  setConfirming({ token: 'resign', title: t('resign.title'), text: t('resign.text'), confirm: t('actions.resign') })
                }
                disabled={!session.canResign()}
              >
                {t('actions.resign')}
              </button>
              {familyActions.map((tok) => (
                <button key={tok} type="button" data-action={tok} onClick={() => ask(tok)} disabled={!session.canAct(tok)}>
                  {family.actions[tok].label(st.state, t)}
                </button>
              ))}
              <button type="button" onClick={() => session.newGame()}>
                {t('actions.new')}
              </button>
            </section>
          )}
          {analysable && (
            <div class="analysis-switch">
              <label class="check">
                <input
                  type="checkbox"
                  role="switch"
                  data-testid="analysis-switch"
                  checked={analysisOn}
                  onChange={(e) => toggleAnalysis(e.currentTarget.checked)}
                />
                {t('analysis.switch')}
              </label>
              {over && (
                <button type="button" data-testid="replay-analysis" onClick={() => showAnalysis(true)}>
                  {t('analysis.replay')}
                </button>
              )}
            </div>
          )}
          {analysable && analysisOn && analysis && (
            <analysis.Panel
              engine={engine}
              st={st}
              names={names}
              makeClient={analysis.makeClient}
              onData={onAnData}
              replayAsk={replayAsk}
              t={t}
              lang={lang}
            />
          )}
          <Preferences prefs={prefs} onChange={onPrefs} bots={st.seats.some((s) => s.kind === 'bot')} t={t} />
          <ConfirmDialog
            open={
              !!confirming &&
              (confirming.token === 'analysis' || (confirming.token === 'resign' ? session.canResign() : session.canAct(confirming.token)))
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
                showAnalysis();
              } else if (tok === 'resign') session.resign();
              else session.act(tok);
            }}
            onCancel={() => setConfirming(null)}
          />
          <MoveList
            state={st.state}
            view={st.view}
            names={names}
            geometry={st.geometry}
            moveText={family.moveText ? (tok) => family.moveText(tok, t) : undefined}
            onView={(k) => session.viewMove(k)}
            t={t}
            marks={an ? an.marks : null}
          />
          {!waiting && share}
          {family.sgf && <ExportSgf engine={engine} record={st.state.record} id={st.id} t={t} lang={lang} />}
          <p class="print-position">
            {/* The print page (/{lang}/print/, beside this one) draws the position on screen as a vector sheet. */}
            <a href={`../print/#${shownRecord(st)}`}>{t('play.printPosition')}</a>
          </p>
        </div>
      </div>
    </>
  );
}
